import type { ReleaseDeliveryResponse } from '../../../contracts/delivery.contract';
import { formatIsrc } from '../../../domain/catalogue';
import { DELIVERY_STATUS_LABELS } from '../../../domain/release/delivery-status';
import { leadTimeShortfalls, leadTimeWarning } from '../../../domain/delivery-targets';
import { formatLongDate } from '../../../domain/shared/date-formats';
import type { Clock } from '../../ports/clock.port';
import type { DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';
import type { JobAdmin, JobSummary } from '../../ports/job-admin.port';
import type { ReleaseDelivery, ReleaseDeliveryRepository } from '../../ports/release-delivery.repository.port';
import type { ReleaseIdentifiersRepository } from '../../ports/release-identifiers.repository.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import { DELIVERY_JOBS, deliveryDedupeKey } from './delivery-jobs';
import { NotFoundError, SUBMISSION_NOT_FOUND } from '../profile/profile.errors';

/** The stored state, with the delivery job's own where a failed attempt's job is still retrying. */
export function deliveryView(delivery: ReleaseDelivery | null, job: JobSummary | null = null): ReleaseDeliveryResponse['delivery'] {
  if (!delivery) return null;
  const retrying = delivery.status === 'failed' && job !== null && job.standing !== 'dead';
  const status = retrying ? 'retrying' : delivery.status;
  return {
    status,
    label: DELIVERY_STATUS_LABELS[status],
    nextAttemptAt: retrying && job.standing !== 'running' ? (job.nextRunAt?.toISOString() ?? null) : null,
    adapter: delivery.adapter,
    attempts: delivery.attempts,
    lastError: delivery.lastError,
    packageKey: delivery.packageKey,
    queuedAt: delivery.queuedAt.toISOString(),
    sendsAt: delivery.sendsAt?.toISOString() ?? null,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    updatedAt: delivery.updatedAt.toISOString(),
  };
}

export interface GetReleaseDeliveryDeps {
  reviews: SubmissionReviewRepository;
  deliveries: ReleaseDeliveryRepository;
  identifiers: ReleaseIdentifiersRepository;
  jobAdmin: JobAdmin;
  targets: DeliveryTargetRepository;
  clock: Clock;
}

/** Each target whose lead time the release date does not leave, in words with its earliest date. */
async function leadTimeWarnings(d: GetReleaseDeliveryDeps, releaseDate: string | null): Promise<string[]> {
  const shortfalls = leadTimeShortfalls(releaseDate, d.clock.now(), await d.targets.list());
  return shortfalls.map((s) => leadTimeWarning(s, formatLongDate(new Date(`${s.earliest}T00:00:00`))));
}

/** The desk's delivery panel: where the release is on its way to the stores, and its identifiers. */
export class GetReleaseDeliveryUseCase {
  constructor(private readonly deps: GetReleaseDeliveryDeps) {}

  async execute(submissionId: string): Promise<ReleaseDeliveryResponse> {
    const review = await this.deps.reviews.find(submissionId);
    if (!review) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    const [delivery, current, job, warnings] = await Promise.all([
      this.deps.deliveries.find(submissionId),
      this.deps.identifiers.current(submissionId),
      this.deps.jobAdmin.findUnfinished(DELIVERY_JOBS.deliverRelease, deliveryDedupeKey(submissionId)),
      leadTimeWarnings(this.deps, review.releaseDate),
    ]);
    return {
      success: true,
      delivery: deliveryView(delivery, job),
      leadTimeWarnings: warnings,
      upc: current.upc,
      isrcs: current.tracks.map((t) => (t.isrc ? formatIsrc(t.isrc) : null)),
    };
  }
}
