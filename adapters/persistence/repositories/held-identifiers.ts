import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { AppError } from '../../../application/errors/app-error';
import { IDENTIFIER_MESSAGES } from '../../../domain/catalogue';
import type { Database } from '../database';
import { releaseIdentifierClaims as claims, submissions, submissionTracks } from '../schema';

/** The identifiers a submission brings, as stored: the release's UPC, its tracks' and its transferred tracks' ISRCs. */
export interface BroughtIdentifiers {
  upc: string | null;
  tracks: readonly { isrc: string | null }[];
  catalogueItems: readonly { isrc: string | null }[];
}

/** Whose submission this is: its id once it exists, and the artist it belongs to. */
export interface Bringer {
  submissionId: string | null;
  artistId: string | null;
}

const refusal = (field: string, message: string) => new AppError('conflict', message, { details: [{ field, message }] });

/**
 * An identifier is held by an approved release (its claim) or by the same artist's other submissions; an unreviewed
 * submission of anyone else holds nothing. The refusal says only that the code cannot be used, never whose it is.
 */
export async function refuseHeldIdentifiers(db: Database, brought: BroughtIdentifiers, by: Bringer): Promise<void> {
  const isrcs = [...brought.tracks, ...brought.catalogueItems].flatMap((t) => (t.isrc ? [t.isrc] : []));
  const held = await heldValues(db, brought.upc, isrcs, by);
  if (brought.upc && held.upc.has(brought.upc)) throw refusal('upc', IDENTIFIER_MESSAGES.upcUnavailable);
  const trackAt = brought.tracks.findIndex((t) => t.isrc !== null && held.isrc.has(t.isrc));
  if (trackAt >= 0) throw refusal(`tracks[${trackAt}].isrc`, IDENTIFIER_MESSAGES.isrcUnavailable);
  // A transferred track names a recording of its own: not one of this release's new tracks either.
  const own = new Set(brought.tracks.flatMap((t) => (t.isrc ? [t.isrc] : [])));
  const itemAt = brought.catalogueItems.findIndex((t) => t.isrc !== null && (held.isrc.has(t.isrc) || own.has(t.isrc)));
  if (itemAt >= 0) throw refusal(`catalogueItems[${itemAt}].isrc`, IDENTIFIER_MESSAGES.isrcUnavailable);
}

async function heldValues(db: Database, upc: string | null, isrcs: readonly string[], by: Bringer) {
  const held = { upc: new Set<string>(), isrc: new Set<string>() };
  const wanted: SQL[] = [];
  if (upc) wanted.push(and(eq(claims.kind, 'upc'), eq(claims.value, upc)) as SQL);
  if (isrcs.length > 0) wanted.push(and(eq(claims.kind, 'isrc'), inArray(claims.value, [...isrcs])) as SQL);
  if (wanted.length === 0) return held;
  const notSelf = by.submissionId ? ne(claims.submissionId, by.submissionId) : undefined;
  for (const row of await db
    .select({ kind: claims.kind, value: claims.value })
    .from(claims)
    .where(and(or(...wanted), notSelf))) {
    held[row.kind].add(row.value);
  }
  if (!by.artistId) return held;
  const others = and(eq(submissions.artistId, by.artistId), by.submissionId ? ne(submissions.id, by.submissionId) : undefined);
  if (upc) {
    const rows = await db
      .select({ upc: submissions.upc })
      .from(submissions)
      .where(and(others, eq(submissions.upc, upc)));
    for (const row of rows) if (row.upc) held.upc.add(row.upc);
  }
  if (isrcs.length > 0) {
    const rows = await db
      .select({ isrc: submissionTracks.isrc })
      .from(submissionTracks)
      .innerJoin(submissions, eq(submissions.id, submissionTracks.submissionId))
      .where(and(others, inArray(submissionTracks.isrc, [...isrcs])));
    for (const row of rows) if (row.isrc) held.isrc.add(row.isrc);
  }
  return held;
}
