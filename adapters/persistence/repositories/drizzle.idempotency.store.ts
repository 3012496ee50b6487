import { and, eq } from 'drizzle-orm';
import type { IdempotencyBegin, IdempotencyStore } from '../../../application/ports/idempotency.port';
import type { Database } from '../database';
import { idempotencyKeys } from '../schema';

/** Keys are claimed with an insert (the primary key settles concurrent requests: one wins, others see in_flight). */
export class DrizzleIdempotencyStore implements IdempotencyStore {
  constructor(private readonly db: Database) {}

  async begin(scope: string, key: string, requestHash: string): Promise<IdempotencyBegin> {
    const inserted = await this.db.insert(idempotencyKeys).values({ scope, key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (inserted.length === 1) return { state: 'started' };
    const [row] = await this.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!row) return this.begin(scope, key, requestHash);
    if (row.requestHash !== requestHash) return { state: 'mismatch' };
    if (row.status !== 'done') return { state: 'in_flight' };
    return { state: 'replay', status: row.responseStatus ?? 200, body: row.responseBody };
  }

  async complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ status: 'done', responseStatus: status, responseBody: body })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }

  async release(scope: string, key: string): Promise<void> {
    await this.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, 'in_flight')));
  }
}
