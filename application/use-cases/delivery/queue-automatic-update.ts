import { canChangeDelivered } from '../../../domain/release/delivery-kind';
import type { DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';
import type { JobAdmin } from '../../ports/job-admin.port';
import type { EnqueuedJob } from '../../ports/job-queue.port';
import { deliveryTargetNames } from './delivery-target-names';
import { queueDelivery, type QueueDeliveryDeps } from './queue-delivery';

export interface AutomaticUpdateDeps extends QueueDeliveryDeps {
  targets: Pick<DeliveryTargetRepository, 'list'>;
}

/** The stores an update was queued to (none: nothing was queued), and its job. */
export interface AutomaticUpdate {
  stores: string[];
  job: EnqueuedJob | null;
}

export const NO_UPDATE: AutomaticUpdate = { stores: [], job: null };

/**
 * After staff change what the stores hold of a delivered release (its label copy, identifiers or deals), inside the
 * caller's unit of work: an update to every target that has the release, joining a waiting delivery job (never a
 * second one). A target it was taken down from, or one that never had it, gets nothing.
 */
export async function queueAutomaticUpdate(deps: AutomaticUpdateDeps, submissionId: string): Promise<AutomaticUpdate> {
  if (!canChangeDelivered(await deps.deliveries.find(submissionId))) return NO_UPDATE;
  const [holding, targets] = await Promise.all([deps.deliveries.targetsHolding(submissionId), deliveryTargetNames(deps.targets)]);
  const to = targets.filter((t) => holding.includes(t.id));
  if (to.length === 0) return NO_UPDATE;
  const job = await queueDelivery(
    deps,
    submissionId,
    null,
    { kind: 'update' },
    to.map((t) => t.id),
  );
  return { stores: to.map((t) => t.name), job };
}

/** A waiting job the update joined runs now (after the caller's transaction committed). */
export async function runJoinedUpdateNow(update: AutomaticUpdate, jobAdmin: Pick<JobAdmin, 'retry'>, now: Date): Promise<void> {
  if (update.job?.deduplicated) await jobAdmin.retry(update.job.id, now);
}
