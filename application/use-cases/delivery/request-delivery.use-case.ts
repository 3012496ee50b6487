import { normaliseStatus } from '../../../domain/status';
import { AppError } from '../../errors/app-error';
import type { JobAdmin } from '../../ports/job-admin.port';
import type { ReleaseDelivery } from '../../ports/release-delivery.repository.port';
import { DELIVERY_JOBS, deliveryDedupeKey } from './delivery-jobs';
import { queueDelivery } from './queue-delivery';
import { lockedSubmission } from '../review-desk/locked-submission';
import type { ReviewDeskDeps } from '../review-desk/review-desk.deps';

export const ONLY_APPROVED_DELIVERS = 'Only an approved or live release can be delivered to the stores';

export type RequestDeliveryDeps = Pick<
  ReviewDeskDeps,
  'reviews' | 'loop' | 'deliveries' | 'identifiers' | 'jobs' | 'unitOfWork' | 'clock' | 'deliveryAdapter'
> & {
  /** A delivery job already waiting out its back-off is moved to run now. */
  jobAdmin: JobAdmin;
};

/**
 * Staff's 'Deliver' / 'Retry delivery' on the desk: the release is queued again (identifiers first, if it lacks any);
 * a job still waiting is joined, not doubled.
 */
export class RequestDeliveryUseCase {
  constructor(private readonly deps: RequestDeliveryDeps) {}

  async execute(submissionId: string): Promise<ReleaseDelivery> {
    const d = this.deps;
    const joined = await this.sendingNow(submissionId);
    if (joined) return joined;
    const queued = await d.unitOfWork.run(async () => {
      const submission = await lockedSubmission(d, submissionId);
      const status = normaliseStatus(submission.status);
      if (status !== 'approved' && status !== 'live') throw new AppError('conflict', ONLY_APPROVED_DELIVERS);
      await d.identifiers.assign(submissionId, d.clock.now());
      return queueDelivery({ deliveries: d.deliveries, jobs: d.jobs, clock: d.clock, adapterName: d.deliveryAdapter }, submissionId);
    });
    if (queued.deduplicated) await d.jobAdmin.retry(queued.id, d.clock.now());
    const delivery = await d.deliveries.find(submissionId);
    if (!delivery) throw new Error(`Delivery of ${submissionId} was not recorded`);
    return delivery;
  }

  /**
   * The release being sent this moment is joined as it is: a new order would outlive the attempt that carries the old
   * one, and the desk would read Delivered with no store having the order it shows.
   */
  private async sendingNow(submissionId: string): Promise<ReleaseDelivery | null> {
    const job = await this.deps.jobAdmin.findUnfinished(DELIVERY_JOBS.deliverRelease, deliveryDedupeKey(submissionId));
    if (job?.standing !== 'running') return null;
    const delivery = await this.deps.deliveries.find(submissionId);
    return delivery?.kind === 'release' ? delivery : null;
  }
}
