import { inArray } from 'drizzle-orm';
import type { StoredCatalogueItem } from '../../../application/ports/submission.repository.port';
import type { Database } from '../database';
import { submissionCatalogueItems, submissionTracks } from '../schema';
import { isrcTaken } from './submission-track.writer';

/**
 * A transferred track's ISRC names a recording of its own: one a release's track already holds (the unique ISRC index
 * of migration 1100, this submission's new tracks written just before included) is refused as a new track's would be.
 */
async function refuseTakenIsrcs(db: Database, items: readonly StoredCatalogueItem[]): Promise<void> {
  const isrcs = items.flatMap((item) => (item.isrc ? [item.isrc] : []));
  if (isrcs.length === 0) return;
  const taken = await db.select({ isrc: submissionTracks.isrc }).from(submissionTracks).where(inArray(submissionTracks.isrc, isrcs));
  const held = new Set(taken.map((row) => row.isrc));
  const position = items.findIndex((item) => item.isrc !== null && held.has(item.isrc));
  if (position >= 0) throw isrcTaken(`catalogueItems[${position}].isrc`);
}

/** Writes a submission's transferred catalogue items, in order, once their ISRCs are known to be free. */
export async function insertCatalogueItems(db: Database, submissionId: string, items: readonly StoredCatalogueItem[]): Promise<void> {
  if (items.length === 0) return;
  await refuseTakenIsrcs(db, items);
  await db.insert(submissionCatalogueItems).values(items.map((item, position) => ({ submissionId, position, ...item })));
}
