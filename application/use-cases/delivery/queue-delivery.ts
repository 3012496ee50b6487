import type { Clock } from '../../ports/clock.port';
import type { EnqueuedJob, JobQueue } from '../../ports/job-queue.port';
import type { DeliveryOrder, ReleaseDeliveryRepository } from '../../ports/release-delivery.repository.port';
import { DELIVERY_JOBS, deliveryDedupeKey } from './delivery-jobs';

export interface QueueDeliveryDeps {
  deliveries: ReleaseDeliveryRepository;
  jobs: JobQueue;
  clock: Clock;
  /** The configured Delivery adapter's name, recorded with the state. */
  adapterName: string;
}

/**
 * Marks the release Queued (with what to send: the release, an update or a takedown, to the targets named, default
 * every one) and enqueues its delivery job, due at `sendsAt` (default: at once); a job still waiting is joined, never
 * doubled. Inside a unit of work both commit with the caller's rows.
 */
export async function queueDelivery(
  deps: QueueDeliveryDeps,
  submissionId: string,
  sendsAt: Date | null = null,
  order: DeliveryOrder = { kind: 'release' },
  targetIds?: readonly string[],
): Promise<EnqueuedJob> {
  await deps.deliveries.queue(submissionId, deps.adapterName, deps.clock.now(), sendsAt, order, targetIds);
  return deps.jobs.enqueue({
    kind: DELIVERY_JOBS.deliverRelease,
    payload: { submissionId },
    dedupeKey: deliveryDedupeKey(submissionId),
    ...(sendsAt ? { runAt: sendsAt } : {}),
  });
}
