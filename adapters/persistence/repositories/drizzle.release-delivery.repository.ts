import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type {
  BatchAwaitingAcknowledgement,
  DeliveryOrder,
  RecordedAcknowledgement,
  OpenDeliveryBatch,
  ReleaseDelivery,
  SentBatch,
  ReleaseDeliveryRepository,
  ReleaseDeliveryStatus,
} from '../../../application/ports/release-delivery.repository.port';
import { DELIVERY_KINDS } from '../../../domain/release/delivery-kind';
import { DELIVERY_STATUSES } from '../../../domain/release/delivery-status';
import { acknowledgementOf } from './recorded-acknowledgement';
import type { Database } from '../database';
import { releaseDeliveries, releaseDeliveryBatches } from '../schema';
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
  ): Promise<void> {
    const ordered = { kind: order.kind, takedownReason: order.kind === 'takedown' ? order.reason : null, orderId: randomUUID() };
    // An update or takedown changes what the stores already have: the release stays sent (and its approval final).
    const sent = order.kind === 'release' ? { deliveredAt: null } : {};
    await scopedDb(this.root)
      .insert(releaseDeliveries)
      .values({ submissionId, status: 'queued', adapter, queuedAt: at, sendsAt, updatedAt: at, ...ordered })
      .onConflictDoUpdate({
        target: releaseDeliveries.submissionId,
        set: { status: 'queued', adapter, queuedAt: at, sendsAt, updatedAt: at, ...sent, ...ordered },
      });
  }

  async withdraw(submissionId: string): Promise<void> {
    await scopedDb(this.root)
      .delete(releaseDeliveries)
      .where(and(eq(releaseDeliveries.submissionId, submissionId), ne(releaseDeliveries.status, 'delivered')));
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

  async sentForOrder(submissionId: string, orderId: string): Promise<SentBatch[]> {
    const b = releaseDeliveryBatches;
    const rows = await scopedDb(this.root)
      .select()
      .from(b)
      .where(and(eq(b.submissionId, submissionId), eq(b.orderId, orderId), isNotNull(b.completedAt)));
    return rows.flatMap((row) =>
      row.completedAt ? [{ ...row, completedAt: row.completedAt, acknowledgement: acknowledgementOf(row) }] : [],
    );
  }

  async awaitingAcknowledgement(since: Date): Promise<BatchAwaitingAcknowledgement[]> {
    const b = releaseDeliveryBatches;
    const rows = await scopedDb(this.root)
      .select()
      .from(b)
      .where(and(isNotNull(b.completedAt), isNull(b.acknowledgedAt), gte(b.completedAt, since)))
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

  async acknowledge(batchId: string, ack: RecordedAcknowledgement): Promise<boolean> {
    const b = releaseDeliveryBatches;
    const updated = await scopedDb(this.root)
      .update(b)
      .set({
        ackOutcome: ack.outcome,
        ackFileStatus: ack.fileStatus,
        ackError: ack.errorText,
        ackNeedsPerson: ack.needsPerson,
        acknowledgedAt: ack.at,
      })
      .where(and(eq(b.batchId, batchId), isNotNull(b.completedAt), isNull(b.acknowledgedAt)))
      .returning({ batchId: b.batchId });
    return updated.length === 1;
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
