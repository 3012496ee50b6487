import { and, eq, lt } from 'drizzle-orm';
import type { IdempotencyRecord, IdempotencyStore } from '../../../application/ports/idempotency.port';
import type { Database } from '../database';
import { idempotencyKeys } from '../schema';
import { scopedDb } from '../unit-of-work';

/** Answers are inserted in the work's own transaction (the primary key settles parallel requests: one wins). */
export class DrizzleIdempotencyStore implements IdempotencyStore {
  constructor(private readonly root: Database) {}

  private get db(): Database {
    return scopedDb(this.root);
  }

  async find(scope: string, key: string): Promise<IdempotencyRecord | null> {
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!row) return null;
    return {
      requestHash: row.requestHash,
      status: row.status === 'done' ? 'done' : 'in_flight',
      responseStatus: row.responseStatus,
      responseBody: row.responseBody,
      createdAt: row.createdAt,
    };
  }

  async saveAnswer(scope: string, key: string, requestHash: string, answer: { status: number; body: unknown }, at: Date): Promise<boolean> {
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash, status: 'done', responseStatus: answer.status, responseBody: answer.body, createdAt: at })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return inserted.length === 1;
  }

  async expireInFlight(scope: string, key: string, before: Date): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.status, 'in_flight'),
          lt(idempotencyKeys.createdAt, before),
        ),
      );
  }

  async pruneBefore(cutoff: Date): Promise<number> {
    const rows = await this.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ key: idempotencyKeys.key });
    return rows.length;
  }
}
