import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { SentBatch, TargetOrder } from '../../../application/ports/release-delivery.repository.port';
import { DELIVERY_KINDS } from '../../../domain/release/delivery-kind';
import type { Database } from '../database';
import { deliveryTargets, releaseDeliveryBatches, releaseTargetOrders } from '../schema';
import { acknowledgementOf } from './recorded-acknowledgement';

/** Deliveries without targets go to the configured adapter, which the batches name 'default'. */
const WITHOUT_TARGETS = 'default';

/** An order as each target it names holds it (replacing the one it held). */
export async function orderTargets(
  db: Database,
  submissionId: string,
  order: Omit<TargetOrder, 'targetId'>,
  targetIds: readonly string[] | undefined,
): Promise<void> {
  const ids = targetIds ?? (await everyTarget(db));
  const { orderId, kind, takedownReason, reasonShown, queuedAt } = order;
  for (const targetId of ids)
    await db
      .insert(releaseTargetOrders)
      .values({ submissionId, targetId, orderId, kind, takedownReason, reasonShown, queuedAt })
      .onConflictDoUpdate({
        target: [releaseTargetOrders.submissionId, releaseTargetOrders.targetId],
        set: { orderId, kind, takedownReason, reasonShown, queuedAt },
      });
}

async function everyTarget(db: Database): Promise<string[]> {
  const rows = await db.select({ id: deliveryTargets.id }).from(deliveryTargets);
  return rows.length > 0 ? rows.map((row) => row.id) : [WITHOUT_TARGETS];
}

export async function targetOrdersOf(db: Database, submissionId: string): Promise<TargetOrder[]> {
  const rows = await db.select().from(releaseTargetOrders).where(eq(releaseTargetOrders.submissionId, submissionId));
  return rows.map((row) => ({
    targetId: row.targetId,
    orderId: row.orderId,
    kind: DELIVERY_KINDS.find((k) => k === row.kind) ?? 'release',
    takedownReason: row.takedownReason,
    reasonShown: row.reasonShown,
    queuedAt: row.queuedAt,
  }));
}

/** Each target's closed batch of the order it holds. */
export async function sentForTargetOrders(db: Database, submissionId: string): Promise<SentBatch[]> {
  const b = releaseDeliveryBatches;
  const o = releaseTargetOrders;
  const rows = await db
    .select({ batch: b })
    .from(b)
    .innerJoin(o, and(eq(o.submissionId, b.submissionId), eq(o.targetId, b.targetId), eq(o.orderId, b.orderId)))
    .where(and(eq(b.submissionId, submissionId), isNotNull(b.completedAt)));
  return rows.flatMap(({ batch }) =>
    batch.completedAt ? [{ ...batch, completedAt: batch.completedAt, acknowledgement: acknowledgementOf(batch) }] : [],
  );
}

/** Targets with a batch of the release closed there, whose order is not a takedown. */
export async function targetsHolding(db: Database, submissionId: string): Promise<string[]> {
  const b = releaseDeliveryBatches;
  const o = releaseTargetOrders;
  const rows = await db
    .select({ targetId: o.targetId })
    .from(o)
    .where(
      and(
        eq(o.submissionId, submissionId),
        ne(o.kind, 'takedown'),
        sql`EXISTS (SELECT 1 FROM ${b} WHERE ${b.submissionId} = ${o.submissionId} AND ${b.targetId} = ${o.targetId} AND ${b.completedAt} IS NOT NULL)`,
      ),
    );
  return rows.map((row) => row.targetId);
}
