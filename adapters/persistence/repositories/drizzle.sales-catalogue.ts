import { and, eq, isNotNull } from 'drizzle-orm';
import type { CatalogueTrackCandidate, SalesCatalogue } from '../../../application/ports/sales-catalogue.port';
import { type CatalogueIdentifiers, type CatalogueMatch, isrcKey, upcKey } from '../../../domain/statements';
import type { Database } from '../database';
import { releaseIdentifierClaims as claims, submissions, submissionTracks } from '../schema';
import { scopedDb } from '../unit-of-work';
import { columnsOf } from './query-helpers';
import { trackRelease } from './release-joins';

/** A UPC claim to the release that holds it. */
const claimingRelease = eq(submissions.id, claims.submissionId);
/** The approved catalogue: releases that claimed their UPC on approval and belong to an artist. */
const approvedWithArtist = and(eq(claims.kind, 'upc'), isNotNull(submissions.artistId));

/** The approved catalogue: identifiers are those releases claimed on approval (one release per ISRC or UPC). */
export class DrizzleSalesCatalogue implements SalesCatalogue {
  constructor(private readonly root: Database) {}

  async identifiers(): Promise<CatalogueIdentifiers> {
    const db = scopedDb(this.root);
    const releases = await db
      .select({ upc: claims.value, releaseId: submissions.id, artistId: submissions.artistId })
      .from(claims)
      .innerJoin(submissions, claimingRelease)
      .where(approvedWithArtist);
    const upc = new Map<string, CatalogueMatch>();
    for (const r of releases) {
      const key = upcKey(r.upc);
      if (key && r.artistId) upc.set(key, { releaseId: r.releaseId, trackId: null, artistId: r.artistId });
    }
    const isrc = new Map<string, CatalogueMatch>();
    for (const t of await this.tracks()) {
      const key = t.isrc === null ? null : isrcKey(t.isrc);
      if (key) isrc.set(key, { releaseId: t.releaseId, trackId: t.trackId, artistId: t.artistId });
    }
    return { isrc, upc };
  }

  async tracks(): Promise<CatalogueTrackCandidate[]> {
    const rows = await scopedDb(this.root)
      .selectDistinct({
        releaseId: submissions.id,
        trackId: submissionTracks.id,
        ...columnsOf(submissions, ['artistId', 'artistName', 'releaseTitle']),
        ...columnsOf(submissionTracks, ['title', 'isrc']),
      })
      .from(claims)
      .innerJoin(submissions, claimingRelease)
      .innerJoin(submissionTracks, trackRelease)
      .where(approvedWithArtist);
    return rows.flatMap((row) => (row.artistId ? [{ ...row, artistId: row.artistId }] : []));
  }
}
