import type { StoredCatalogueItem } from '../../../application/ports/submission.repository.port';
import type { Database } from '../database';
import { submissionCatalogueItems } from '../schema';

/** Writes a submission's transferred catalogue items, in order (their ISRCs were checked with the release's). */
export async function insertCatalogueItems(db: Database, submissionId: string, items: readonly StoredCatalogueItem[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(submissionCatalogueItems).values(items.map((item, position) => ({ submissionId, position, ...item })));
}
