import { and, eq, ne, sql } from 'drizzle-orm';
import type {
  ReleaseDelivery,
  ReleaseDeliveryRepository,
  ReleaseDeliveryStatus,
} from '../../../application/ports/release-delivery.repository.port';
import { DELIVERY_STATUSES } from '../../../domain/release/delivery-status';
import type { Database } from '../database';
import { releaseDeliveries } from '../schema';
import { scopedDb } from '../unit-of-work';

const STATUSES: readonly ReleaseDeliveryStatus[] = DELIVERY_STATUSES;

export class DrizzleReleaseDeliveryRepository implements ReleaseDeliveryRepository {
  constructor(private readonly root: Database) {}

  async find(submissionId: string): Promise<ReleaseDelivery | null> {
    const [row] = await scopedDb(this.root).select().from(releaseDeliveries).where(eq(releaseDeliveries.submissionId, submissionId));
    if (!row) return null;
    const status = STATUSES.find((s) => s === row.status) ?? 'failed';
    return { ...row, status };
  }

  async queue(submissionId: string, adapter: string, at: Date, sendsAt: Date | null): Promise<void> {
    await scopedDb(this.root)
      .insert(releaseDeliveries)
      .values({ submissionId, status: 'queued', adapter, queuedAt: at, sendsAt, updatedAt: at })
      .onConflictDoUpdate({
        target: releaseDeliveries.submissionId,
        set: { status: 'queued', adapter, queuedAt: at, sendsAt, updatedAt: at, deliveredAt: null },
      });
  }

  async withdraw(submissionId: string): Promise<void> {
    await scopedDb(this.root)
      .delete(releaseDeliveries)
      .where(and(eq(releaseDeliveries.submissionId, submissionId), ne(releaseDeliveries.status, 'delivered')));
  }

  async recordAttempt(
    submissionId: string,
    outcome: { ok: true; packageKey: string } | { ok: false; error: string },
    at: Date,
  ): Promise<void> {
    const fields = outcome.ok
      ? { status: 'delivered', packageKey: outcome.packageKey, lastError: null, deliveredAt: at }
      : { status: 'failed', lastError: outcome.error };
    await scopedDb(this.root)
      .update(releaseDeliveries)
      .set({ ...fields, attempts: sql`${releaseDeliveries.attempts} + 1`, updatedAt: at })
      .where(eq(releaseDeliveries.submissionId, submissionId));
  }
}
