import type { ReleaseDeliveryResponse, TargetDeliveryView } from '../../../wire/delivery.wire';
import { formatIsrc } from '../../../domain/catalogue';
import { UPDATE_LEAD_TIME_BUSINESS_DAYS } from '../../../domain/release/delivery-kind';
import { DELIVERY_STATUS_LABELS, type DeliveryStanding } from '../../../domain/release/delivery-status';
import { TARGET_STANDING_LABELS, targetStanding } from '../../../domain/release/target-delivery';
import { ACKNOWLEDGEMENT_WORDS, rejectionInWords } from '../../../domain/release/store-acknowledgement';
import { leadTimeShortfalls, leadTimeWarning } from '../../../domain/delivery-targets';
import { toIsoDate } from '../../../domain/shared/calendar-days';
import { formatLongDate } from '../../../domain/shared/date-formats';
import type { Clock } from '../../ports/clock.port';
import type { DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';
import type { JobAdmin, JobSummary } from '../../ports/job-admin.port';
import type { ReleaseDelivery, ReleaseDeliveryRepository } from '../../ports/release-delivery.repository.port';
import type { ReleaseIdentifiersRepository } from '../../ports/release-identifiers.repository.port';
import type { ReleaseDealChoicesRepository } from '../../ports/release-deal-choices.repository.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import { DELIVERY_JOBS, deliveryDedupeKey } from './delivery-jobs';
import { deskSubmission } from '../review-desk/desk-submission';

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
    kind: delivery.kind,
    takedownReason: delivery.takedownReason,
    takedownReasonShown: delivery.takedownReasonShown,
  };
}

export interface GetReleaseDeliveryDeps {
  reviews: SubmissionReviewRepository;
  deliveries: ReleaseDeliveryRepository;
  identifiers: ReleaseIdentifiersRepository;
  jobAdmin: JobAdmin;
  targets: DeliveryTargetRepository;
  dealChoices: Pick<ReleaseDealChoicesRepository, 'find'>;
  clock: Clock;
}

/**
 * Each target whose lead time the release date does not leave, in words with its earliest date; an update under way
 * needs the stores' update lead time (2 business days) instead of a new release's.
 */
async function leadTimeWarnings(
  d: GetReleaseDeliveryDeps,
  releaseDate: string | null,
  delivery: ReleaseDelivery | null,
): Promise<string[]> {
  const update = delivery?.kind === 'update' && delivery.status !== 'delivered';
  const targets = (await d.targets.list()).map((t) =>
    update ? { name: t.name, leadTimeBusinessDays: Math.min(t.leadTimeBusinessDays, UPDATE_LEAD_TIME_BUSINESS_DAYS) } : t,
  );
  // A takedown has no date to miss; an update of a release already out shows when the stores take it.
  if (delivery?.kind === 'takedown') return [];
  if (update && releaseDate !== null && releaseDate < toIsoDate(d.clock.now())) return [];
  const shortfalls = leadTimeShortfalls(releaseDate, d.clock.now(), targets);
  return shortfalls.map((s) => leadTimeWarning(s, formatLongDate(new Date(`${s.earliest}T00:00:00`))));
}

/** Each target's part of the order it holds: Delivered once it has it (then the store's answer), else the job's standing. */
async function targetViews(d: GetReleaseDeliveryDeps, delivery: ReleaseDelivery, job: DeliveryStanding): Promise<TargetDeliveryView[]> {
  const [targets, orders, sent] = await Promise.all([
    d.targets.list(),
    d.deliveries.targetOrders(delivery.submissionId),
    d.deliveries.sentForTargetOrders(delivery.submissionId),
  ]);
  return targets.map((target) => {
    const order = orders.find((o) => o.targetId === target.id) ?? null;
    const had = sent.find((batch) => batch.targetId === target.id);
    const ack = had?.acknowledgement ?? null;
    const status = order ? targetStanding(job, had !== undefined, ack?.outcome ?? null) : 'not-sent';
    const storeError = ack?.outcome === 'rejected' ? ACKNOWLEDGEMENT_WORDS.rejectedBy(target.name, rejectionInWords(ack)) : null;
    const takedown = order?.kind === 'takedown';
    return {
      targetId: target.id,
      name: target.name,
      status,
      label: TARGET_STANDING_LABELS[status],
      deliveredAt: had?.completedAt.toISOString() ?? null,
      acknowledgedAt: ack?.at.toISOString() ?? null,
      storeError,
      kind: order?.kind ?? null,
      takedownReason: takedown ? order.takedownReason : null,
      reasonShown: takedown ? order.reasonShown : true,
    };
  });
}

/** The desk's delivery panel: where the release is on its way to the stores, and its identifiers. */
export class GetReleaseDeliveryUseCase {
  constructor(private readonly deps: GetReleaseDeliveryDeps) {}

  async execute(submissionId: string): Promise<ReleaseDeliveryResponse> {
    const review = await deskSubmission(this.deps.reviews, submissionId);
    const [delivery, current, job, deals] = await Promise.all([
      this.deps.deliveries.find(submissionId),
      this.deps.identifiers.current(submissionId),
      this.deps.jobAdmin.findUnfinished(DELIVERY_JOBS.deliverRelease, deliveryDedupeKey(submissionId)),
      this.deps.dealChoices.find(submissionId),
    ]);
    const warnings = await leadTimeWarnings(this.deps, review.releaseDate, delivery);
    const view = deliveryView(delivery, job);
    return {
      success: true,
      delivery: view,
      targets: delivery && view ? await targetViews(this.deps, delivery, view.status) : [],
      leadTimeWarnings: warnings,
      upc: current.upc,
      isrcs: current.tracks.map((t) => (t.isrc ? formatIsrc(t.isrc) : null)),
      deals,
    };
  }
}
