import type { LabelCopyCorrectionRequest, LabelCopyCorrectionResponse } from '../../../wire/label-copy.wire';
import {
  applyLabelCopyPatch,
  correctionSentence,
  CORRECTABLE_STATUSES,
  LABEL_COPY_MESSAGES,
  labelCopyCorrections,
  labelCopyIssues,
} from '../../../domain/label-copy';
import { normaliseStatus } from '../../../domain/status';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../ports/clock.port';
import type { JobAdmin } from '../../ports/job-admin.port';
import type { JobQueue } from '../../ports/job-queue.port';
import type { LabelCopyRepository } from '../../ports/label-copy.repository.port';
import type { ReleaseDeliveryRepository } from '../../ports/release-delivery.repository.port';
import type { ReviewLoopRepository } from '../../ports/review-loop.repository.port';
import type { StaffAccountRepository } from '../../ports/staff-account.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { canChangeDelivered } from '../../../domain/release/delivery-kind';
import type { DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';
import { NO_UPDATE, queueAutomaticUpdate, runJoinedUpdateNow, type AutomaticUpdate } from '../delivery/queue-automatic-update';
import { queueDelivery } from '../delivery/queue-delivery';
import { NotFoundError, SUBMISSION_NOT_FOUND } from '../profile/profile.errors';
import { staffMemberOf, type StaffPrincipal } from '../review-desk/staff-member';
import { toLabelCopyResponse } from './label-copy.view';

export interface CorrectLabelCopyDeps {
  labelCopy: LabelCopyRepository;
  loop: ReviewLoopRepository;
  staffAccounts: StaffAccountRepository;
  deliveries: ReleaseDeliveryRepository;
  jobs: JobQueue;
  jobAdmin: JobAdmin;
  unitOfWork: UnitOfWork;
  clock: Clock;
  deliveryAdapter: string;
  targets: Pick<DeliveryTargetRepository, 'list'>;
  /** The configured label name, which a blank owner or label name stands for. */
  labelName: string;
}

/**
 * Staff correct a release's label copy on the desk. Each changed line is checked by the domain, stored, and written
 * on the timeline the artist reads, in one transaction on the locked submission (parallel corrections queue, and each
 * records the value it replaced). A release the stores have is sent to each store that has it as an update, so they
 * receive the corrected metadata instead of keeping the old one.
 */
export class CorrectLabelCopyUseCase {
  constructor(private readonly deps: CorrectLabelCopyDeps) {}

  async execute(submissionId: string, patch: LabelCopyCorrectionRequest, principal: StaffPrincipal): Promise<LabelCopyCorrectionResponse> {
    const d = this.deps;
    const staff = await staffMemberOf(principal, d.staffAccounts);
    const outcome = await d.unitOfWork.run(async () => {
      await d.loop.lockSubmission(submissionId);
      const stored = await d.labelCopy.read(submissionId);
      if (!stored) throw new NotFoundError(SUBMISSION_NOT_FOUND);
      const now = d.clock.now();
      const issues = labelCopyIssues(stored.labelCopy, patch, now);
      if (issues.length > 0) throw new AppError('invalid', issues[0].message, { details: issues });
      if (!CORRECTABLE_STATUSES.includes(normaliseStatus(stored.status) ?? '')) {
        throw new AppError('conflict', LABEL_COPY_MESSAGES.notCorrectable(stored.status));
      }
      const next = applyLabelCopyPatch(stored.labelCopy, patch);
      const corrections = labelCopyCorrections(stored.labelCopy, next);
      if (corrections.length === 0) return { stored, corrections, queued: NO_UPDATE };
      await d.labelCopy.write(submissionId, next, now);
      await d.labelCopy.addCorrections(
        submissionId,
        corrections.map((c) => ({ ...c, status: stored.status, staffId: staff.id, staffName: staff.name, createdAt: now })),
      );
      return { stored: { ...stored, labelCopy: next }, corrections, queued: await this.queueAgain(submissionId) };
    });
    await runJoinedUpdateNow(outcome.queued, d.jobAdmin, d.clock.now());
    return {
      ...toLabelCopyResponse(outcome.stored, d.labelName),
      corrections: outcome.corrections.map(correctionSentence),
      redeliveryQueued: outcome.queued.job !== null,
      updateQueuedTo: outcome.queued.stores,
    };
  }

  /**
   * A release the stores have gets an update at every store that has it; one queued but never delivered is queued
   * again, whole, so its first delivery carries the corrected copy.
   */
  private async queueAgain(submissionId: string): Promise<AutomaticUpdate> {
    const d = this.deps;
    const deps = { deliveries: d.deliveries, jobs: d.jobs, clock: d.clock, adapterName: d.deliveryAdapter, targets: d.targets };
    const delivery = await d.deliveries.find(submissionId);
    if (!delivery) return NO_UPDATE;
    if (canChangeDelivered(delivery)) return queueAutomaticUpdate(deps, submissionId);
    return { stores: [], job: await queueDelivery(deps, submissionId) };
  }
}
