import { overdueAcknowledgements, type OverdueAcknowledgements } from '../../../domain/delivery-targets';
import type { Clock } from '../../ports/clock.port';
import type { TargetDeliveries } from '../../ports/delivery.port';
import type { DeliveryTarget, DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';
import type { JobStanding, JobSummary } from '../../ports/job-admin.port';
import type { ReleaseDeliveryRepository } from '../../ports/release-delivery.repository.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import { DELIVERY_JOBS, submissionOfDeliveryKey } from '../delivery/delivery-jobs';
import { ACKNOWLEDGEMENT_LOOK_BACK_DAYS } from '../delivery/read-acknowledgements.use-case';
import { TargetHealthChecks, type TargetHealth, type TargetHealthPolicy } from './target-health-checks';

const DAY_MS = 86_400_000;

/** One delivery target on the integrations page: its server's health and any acknowledgements overdue. */
export interface TargetLine {
  targetId: string;
  name: string;
  host: string;
  port: number;
  acknowledgementWindowHours: number;
  health: TargetHealth;
  overdue: OverdueAcknowledgements | null;
}

/** A delivery job not yet done: which release, by whom, to which targets still, and when it tries next. */
export interface DeliveryJobLine {
  jobId: string;
  submissionId: string;
  releaseTitle: string;
  artistName: string;
  /** The targets that do not have the release's current order yet. */
  targets: string[];
  standing: JobStanding;
  attempts: number;
  nextRunAt: Date | null;
  /** The last failure in words, as the desk shows it. */
  lastError: string | null;
}

export interface DeliveryIntegrations {
  targets: TargetLine[];
  jobs: DeliveryJobLine[];
}

export interface ListDeliveryIntegrationsDeps {
  deliveryTargets: Pick<DeliveryTargetRepository, 'list'>;
  targetDeliveries: TargetDeliveries;
  releaseDeliveries: Pick<ReleaseDeliveryRepository, 'find' | 'targetOrders' | 'sentForTargetOrders' | 'awaitingAcknowledgement'>;
  reviews: Pick<SubmissionReviewRepository, 'find'>;
  clock: Clock;
  /** How often each server is really signed in to; the default reuses a check for a minute. */
  healthPolicy?: TargetHealthPolicy;
}

/** The delivery part of the integrations page, from the unfinished jobs the page already read. */
export class ListDeliveryIntegrationsUseCase {
  private readonly checks: TargetHealthChecks;

  constructor(private readonly deps: ListDeliveryIntegrationsDeps) {
    this.checks = new TargetHealthChecks({ deliveries: deps.targetDeliveries, clock: deps.clock, policy: deps.healthPolicy });
  }

  async execute(unfinished: readonly JobSummary[]): Promise<DeliveryIntegrations> {
    const targets = await this.deps.deliveryTargets.list();
    const [lines, jobs] = await Promise.all([this.targetLines(targets), this.jobLines(unfinished, targets)]);
    return { targets: lines, jobs };
  }

  private async targetLines(targets: DeliveryTarget[]): Promise<TargetLine[]> {
    const now = this.deps.clock.now();
    const [health, unanswered] = await Promise.all([
      this.checks.health(targets),
      this.deps.releaseDeliveries.awaitingAcknowledgement(new Date(now.getTime() - ACKNOWLEDGEMENT_LOOK_BACK_DAYS * DAY_MS)),
    ]);
    const overdue = overdueAcknowledgements(unanswered, targets, now);
    return targets.map((target, at) => ({
      targetId: target.id,
      name: target.name,
      host: target.host,
      port: target.port,
      acknowledgementWindowHours: target.acknowledgementWindowHours,
      health: health[at],
      overdue: overdue.find((o) => o.targetId === target.id) ?? null,
    }));
  }

  private async jobLines(unfinished: readonly JobSummary[], targets: DeliveryTarget[]): Promise<DeliveryJobLine[]> {
    const lines = await Promise.all(
      unfinished
        .filter((job) => job.kind === DELIVERY_JOBS.deliverRelease)
        .map(async (job): Promise<DeliveryJobLine | null> => {
          const submissionId = submissionOfDeliveryKey(job.dedupeKey);
          if (!submissionId) return null;
          const [release, delivery, ordered, sent] = await Promise.all([
            this.deps.reviews.find(submissionId),
            this.deps.releaseDeliveries.find(submissionId),
            this.deps.releaseDeliveries.targetOrders(submissionId),
            this.deps.releaseDeliveries.sentForTargetOrders(submissionId),
          ]);
          // Still waiting: the targets ordered something they do not have whole yet.
          const waiting = ordered.filter((o) => !sent.some((batch) => batch.targetId === o.targetId));
          return {
            jobId: job.id,
            submissionId,
            releaseTitle: release?.releaseTitle ?? '',
            artistName: release?.artistName ?? '',
            targets: targets.filter((t) => waiting.some((o) => o.targetId === t.id)).map((t) => t.name),
            standing: job.standing,
            attempts: job.attempts,
            nextRunAt: job.nextRunAt,
            lastError: delivery?.status === 'failed' ? delivery.lastError : null,
          };
        }),
    );
    return lines.filter((line): line is DeliveryJobLine => line !== null);
  }
}
