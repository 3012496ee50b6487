import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { DrizzleSplitSheetRepository } from '../../../adapters/persistence/repositories/drizzle.split-sheet.repository';
import type { SheetShare } from '../../../domain/split-sheets';
import { type SeededCatalogueRelease, seedCatalogueRelease } from './catalogue.seed';

export interface SeededSheetTrack {
  trackId: string;
  title: string;
  /** Master shares as the sheet states them; empty: the sender owns the whole master (no split declared). */
  shares: { email: string; name: string; percentage: number }[];
}

const DAY = 86_400_000;

/**
 * Version 1 of a release's split sheets, as asking the collaborators saves it: every holder but the sender is asked,
 * and each gets a link whose token is `token-<email>` padded (its SHA-256 is what the repository keeps).
 */
export async function seedSplitSheets(
  database: DatabaseHandle,
  input: { submissionId: string; sender: string; senderName: string; tracks: SeededSheetTrack[] },
): Promise<{ repo: DrizzleSplitSheetRepository; tokenOf: (email: string) => string }> {
  const repo = new DrizzleSplitSheetRepository(database.db);
  const at = new Date();
  const sender = input.sender.toLowerCase();
  const sheets = [];
  for (const [position, track] of input.tracks.entries()) {
    const trackKey = `key-${track.trackId}`;
    await database.query('UPDATE submission_tracks SET client_id = $1 WHERE id = $2', [trackKey, track.trackId]);
    const holders = track.shares.length > 0 ? track.shares : [{ email: sender, name: input.senderName, percentage: 100 }];
    const shares: SheetShare[] = holders.map((h) => ({ ...h, email: h.email.toLowerCase(), kind: 'master', role: 'Master owner' }));
    sheets.push({ trackKey, position, title: track.title, isrc: null, audioSha256: null, version: 1, shares });
  }
  const asked = sheets.flatMap((s) => s.shares.filter((h) => h.email !== sender).map((h) => ({ trackKey: s.trackKey, ...h })));
  const emails = [...new Set(asked.map((a) => a.email))];
  const tokenOf = (email: string) => `token-${email.replace(/[^a-z0-9]/gi, '-')}`.padEnd(24, 'x');
  const digest = (token: string) => createHash('sha256').update(token).digest('hex');
  const links = emails.map((email) => ({ email, tokenHash: digest(tokenOf(email)), expiresAt: new Date(at.getTime() + 30 * DAY) }));
  await repo.saveRound({ submissionId: input.submissionId, version: 1, sheets, asked, links, at });
  return { repo, tokenOf };
}

type SeededSheets = Awaited<ReturnType<typeof seedSplitSheets>>;

/**
 * A catalogue release and version 1 of its split sheets, read from each track's master split as asking reads the
 * submission: the collaborators' shares, and the artist (the sender) holding the rest.
 */
export async function seedReleaseWithSplitSheets(
  database: DatabaseHandle,
  input: Parameters<typeof seedCatalogueRelease>[1],
): Promise<SeededSheets & { release: SeededCatalogueRelease }> {
  const release = await seedCatalogueRelease(database, input);
  const artist = { email: input.artistEmail, name: input.artistName };
  const sheets = await seedSplitSheets(database, {
    submissionId: release.submissionId,
    sender: artist.email,
    senderName: artist.name,
    tracks: input.tracks.map((track, i) => {
      const split = track.masterSplit ?? [];
      const rest = 100 - split.reduce((sum, share) => sum + share.percentage, 0);
      return {
        trackId: release.trackIds[i],
        title: track.title,
        shares: split.length > 0 ? [{ ...artist, percentage: rest }, ...split] : [],
      };
    }),
  });
  return { release, ...sheets };
}

/** The collaborator agrees to every track of theirs on the release, as their link's Agree does. */
export async function agreeSplitSheet(repo: DrizzleSplitSheetRepository, submissionId: string, email: string): Promise<void> {
  await repo.answer(submissionId, email.toLowerCase(), { outcome: 'agreed', at: new Date(), signedName: email });
}
