import { asc, eq, sql } from 'drizzle-orm';
import type {
  HeldIdentifier,
  ReleaseIdentifiers,
  ReleaseIdentifiersRepository,
} from '../../../application/ports/release-identifiers.repository.port';
import type { Database } from '../database';
import { identifierSequences, releaseIdentifierClaims as claims, submissions, submissionTracks } from '../schema';
import { scopedDb } from '../unit-of-work';
import { anyRow } from './query-helpers';

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
    return anyRow(scopedDb(this.root), submissionTracks, eq(submissionTracks.isrc, isrc));
  }

  async upcInUse(upc: string): Promise<boolean> {
    return anyRow(scopedDb(this.root), submissions, eq(submissions.upc, upc));
  }

  async setIsrc(trackId: string, isrc: string): Promise<void> {
    await scopedDb(this.root).update(submissionTracks).set({ isrc }).where(eq(submissionTracks.id, trackId));
  }

  async setUpc(submissionId: string, upc: string): Promise<void> {
    await scopedDb(this.root).update(submissions).set({ upc }).where(eq(submissions.id, submissionId));
  }

  async claim(submissionId: string): Promise<HeldIdentifier | null> {
    const db = scopedDb(this.root);
    const { upc, tracks } = await this.current(submissionId);
    const wanted: { kind: 'isrc' | 'upc'; value: string; what: HeldIdentifier['what'] }[] = [
      ...(upc ? [{ kind: 'upc' as const, value: upc, what: 'UPC' as const }] : []),
      ...tracks.flatMap((t) => (t.isrc ? [{ kind: 'isrc' as const, value: t.isrc, what: 'ISRC' as const }] : [])),
    ];
    await db.delete(claims).where(eq(claims.submissionId, submissionId));
    for (const { kind, value, what } of wanted) {
      // ON CONFLICT waits for a parallel claim of the value to commit or roll back, then decides.
      const taken = await db.insert(claims).values({ kind, value, submissionId }).onConflictDoNothing().returning({ value: claims.value });
      if (taken.length === 0) return { what, value };
    }
    return null;
  }

  async isClaimed(submissionId: string): Promise<boolean> {
    return anyRow(scopedDb(this.root), claims, eq(claims.submissionId, submissionId));
  }
}
