import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type {
  AcknowledgementFileRecord,
  BatchAwaitingAcknowledgement,
  DeliveryOrder,
  OpenDeliveryBatch,
  ReleaseDelivery,
  SentBatch,
  ReleaseDeliveryRepository,
  ReleaseDeliveryStatus,
  TargetOrder,
} from '../../../application/ports/release-delivery.repository.port';
import { DELIVERY_KINDS } from '../../../domain/release/delivery-kind';
import { DELIVERY_STATUSES } from '../../../domain/release/delivery-status';
import { recordAcknowledgementFiles } from './release-acknowledgements.queries';
import { orderTargets, sentForTargetOrders, targetOrdersOf, targetsHolding } from './release-target-orders.queries';
import type { Database } from '../database';
import { releaseDeliveries, releaseDeliveryBatches, releaseTargetOrders } from '../schema';
import { DrizzleUnitOfWork, scopedDb } from '../unit-of-work';

const STATUSES: readonly ReleaseDeliveryStatus[] = DELIVERY_STATUSES;

export class DrizzleReleaseDeliveryRepository implements ReleaseDeliveryRepository {
  constructor(private readonly root: Database) {}

  async find(submissionId: string): Promise<ReleaseDelivery | null> {
    const [row] = await scopedDb(this.root).select().from(releaseDeliveries).where(eq(releaseDeliveries.submissionId, submissionId));
    if (!row) return null;
    const status = STATUSES.find((s) => s === row.status) ?? 'failed';
    const kind = DELIVERY_KINDS.find((k) => k === row.kind) ?? 'release';
    return { ...row, status, kind };
  }

  async queue(
    submissionId: string,
    adapter: string,
    at: Date,
    sendsAt: Date | null,
    order: DeliveryOrder = { kind: 'release' },
    targetIds?: readonly string[],
  ): Promise<void> {
    const takedown = order.kind === 'takedown' ? order : null;
    const orderId = randomUUID();
    const takedownReason = takedown?.reason ?? null;
    const reasonShown = takedown?.reasonShown ?? true;
    const ordered = { kind: order.kind, takedownReason, takedownReasonShown: reasonShown, orderId };
    // An update or takedown changes what the stores already have: the release stays sent (and its approval final).
    const sent = order.kind === 'release' ? { deliveredAt: null } : {};
    await new DrizzleUnitOfWork(this.root).run(async () => {
      const db = scopedDb(this.root);
      await db
        .insert(releaseDeliveries)
        .values({ submissionId, status: 'queued', adapter, queuedAt: at, sendsAt, updatedAt: at, ...ordered })
        .onConflictDoUpdate({
          target: releaseDeliveries.submissionId,
          set: { status: 'queued', adapter, queuedAt: at, sendsAt, updatedAt: at, ...sent, ...ordered },
        });
      await orderTargets(db, submissionId, { orderId, kind: order.kind, takedownReason, reasonShown, queuedAt: at }, targetIds);
    });
  }

  targetOrders(submissionId: string): Promise<TargetOrder[]> {
    return targetOrdersOf(scopedDb(this.root), submissionId);
  }

  targetsHolding(submissionId: string): Promise<string[]> {
    return targetsHolding(scopedDb(this.root), submissionId);
  }

  async withdraw(submissionId: string): Promise<void> {
    const db = scopedDb(this.root);
    const withdrawn = await db
      .delete(releaseDeliveries)
      .where(and(eq(releaseDeliveries.submissionId, submissionId), ne(releaseDeliveries.status, 'delivered')))
      .returning({ submissionId: releaseDeliveries.submissionId });
    if (withdrawn.length > 0) await db.delete(releaseTargetOrders).where(eq(releaseTargetOrders.submissionId, submissionId));
  }

  async openBatch(submissionId: string, targetId: string, proposed: OpenDeliveryBatch): Promise<OpenDeliveryBatch | null> {
    const db = scopedDb(this.root);
    await db
      .insert(releaseDeliveryBatches)
      .values({ batchId: proposed.batchId, submissionId, targetId, createdAt: proposed.createdAt })
      .onConflictDoNothing();
    const [open] = await db
      .select({ batchId: releaseDeliveryBatches.batchId, createdAt: releaseDeliveryBatches.createdAt })
      .from(releaseDeliveryBatches)
      .where(
        and(
          eq(releaseDeliveryBatches.submissionId, submissionId),
          eq(releaseDeliveryBatches.targetId, targetId),
          isNull(releaseDeliveryBatches.completedAt),
        ),
      );
    return open ?? null;
  }

  async closeBatch(batchId: string, packageKey: string, at: Date, orderId?: string): Promise<void> {
    await scopedDb(this.root)
      .update(releaseDeliveryBatches)
      .set({ completedAt: at, packageKey, ...(orderId ? { orderId } : {}) })
      .where(and(eq(releaseDeliveryBatches.batchId, batchId), isNull(releaseDeliveryBatches.completedAt)));
  }

  sentForTargetOrders(submissionId: string): Promise<SentBatch[]> {
    return sentForTargetOrders(scopedDb(this.root), submissionId);
  }

  async awaitingAcknowledgement(since: Date): Promise<BatchAwaitingAcknowledgement[]> {
    const b = releaseDeliveryBatches;
    const rows = await scopedDb(this.root)
      .select()
      .from(b)
      .where(and(isNotNull(b.completedAt), gte(b.completedAt, since)))
      .orderBy(asc(b.completedAt));
    return rows.flatMap((row) =>
      row.completedAt && row.packageKey
        ? [
            {
              batchId: row.batchId,
              submissionId: row.submissionId,
              targetId: row.targetId,
              packageKey: row.packageKey,
              completedAt: row.completedAt,
            },
          ]
        : [],
    );
  }

  acknowledge(batchId: string, files: readonly AcknowledgementFileRecord[]): Promise<number> {
    return recordAcknowledgementFiles(scopedDb(this.root), batchId, files);
  }

  async recordAttempt(
    submissionId: string,
    outcome: { ok: true; packageKey: string; batchIds: string[] } | { ok: false; error: string },
    at: Date,
  ): Promise<void> {
    const fields = outcome.ok
      ? { status: 'delivered', packageKey: outcome.packageKey, lastError: null, deliveredAt: at }
      : { status: 'failed', lastError: outcome.error };
    await new DrizzleUnitOfWork(this.root).run(async () => {
      if (outcome.ok) for (const batchId of outcome.batchIds) await this.closeBatch(batchId, outcome.packageKey, at);
      await scopedDb(this.root)
        .update(releaseDeliveries)
        .set({ ...fields, attempts: sql`${releaseDeliveries.attempts} + 1`, updatedAt: at })
        .where(eq(releaseDeliveries.submissionId, submissionId));
    });
  }
}
