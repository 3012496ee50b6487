import { asc, eq, sql } from 'drizzle-orm';
import type { ReleaseIdentifiers, ReleaseIdentifiersRepository } from '../../../application/ports/release-identifiers.repository.port';
import type { Database } from '../database';
import { identifierSequences, submissions, submissionTracks } from '../schema';
import { scopedDb } from '../unit-of-work';

export class DrizzleReleaseIdentifiersRepository implements ReleaseIdentifiersRepository {
  constructor(private readonly root: Database) {}

  async current(submissionId: string): Promise<ReleaseIdentifiers> {
    const db = scopedDb(this.root);
    const [release] = await db.select({ upc: submissions.upc }).from(submissions).where(eq(submissions.id, submissionId));
    const tracks = await db
      .select({ trackId: submissionTracks.id, isrc: submissionTracks.isrc })
      .from(submissionTracks)
      .where(eq(submissionTracks.submissionId, submissionId))
      .orderBy(asc(submissionTracks.position));
    return { upc: release?.upc ?? null, tracks };
  }

  async takeNext(rangeKey: string, first: number): Promise<number> {
    // The upsert holds the row lock until commit: a second approval waits here and reads the incremented value.
    const [row] = await scopedDb(this.root)
      .insert(identifierSequences)
      .values({ rangeKey, nextValue: first + 1 })
      .onConflictDoUpdate({ target: identifierSequences.rangeKey, set: { nextValue: sql`${identifierSequences.nextValue} + 1` } })
      .returning({ taken: sql<string>`${identifierSequences.nextValue} - 1` });
    return Number(row.taken);
  }

  async isrcInUse(isrc: string): Promise<boolean> {
    const rows = await scopedDb(this.root)
      .select({ id: submissionTracks.id })
      .from(submissionTracks)
      .where(eq(submissionTracks.isrc, isrc))
      .limit(1);
    return rows.length > 0;
  }

  async upcInUse(upc: string): Promise<boolean> {
    const rows = await scopedDb(this.root).select({ id: submissions.id }).from(submissions).where(eq(submissions.upc, upc)).limit(1);
    return rows.length > 0;
  }

  async setIsrc(trackId: string, isrc: string): Promise<void> {
    await scopedDb(this.root).update(submissionTracks).set({ isrc }).where(eq(submissionTracks.id, trackId));
  }

  async setUpc(submissionId: string, upc: string): Promise<void> {
    await scopedDb(this.root).update(submissions).set({ upc }).where(eq(submissions.id, submissionId));
  }
}
