import { normaliseStatus, STATUS_TRANSITION_MESSAGES } from '../../../domain/status';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../ports/clock.port';
import type { JobQueue } from '../../ports/job-queue.port';
import type { Mailer } from '../../ports/mailer.port';
import type { ReleaseDeliveryRepository } from '../../ports/release-delivery.repository.port';
import type { StaffAccountRepository } from '../../ports/staff-account.repository.port';
import type { ReviewLoopRepository } from '../../ports/review-loop.repository.port';
import type { SubmissionRepository } from '../../ports/submission.repository.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { AssignReleaseIdentifiers } from '../delivery/assign-release-identifiers';

export interface ReviewDeskDeps {
  reviews: SubmissionReviewRepository;
  loop: ReviewLoopRepository;
  submissions: SubmissionRepository;
  mailer: Mailer;
  /** The board refresh of each decision is enqueued in the decision's transaction. */
  jobs: JobQueue;
  unitOfWork: UnitOfWork;
  clock: Clock;
  publicUrl: string;
  /** On approval, in its transaction: the missing ISRCs and UPC are assigned and the delivery job is queued. */
  identifiers: AssignReleaseIdentifiers;
  deliveries: ReleaseDeliveryRepository;
  /** The configured Delivery adapter's name. */
  deliveryAdapter: string;
  /** Names the acting staff member when the session does not. */
  staffAccounts: StaffAccountRepository;
  /** Refuses an approval the label's SPLIT_CONSENT says must wait for the split sheets (naming who has not agreed). */
  splitConsent?: { checkApproval(submissionId: string): Promise<void> };
}

export interface StaffMember {
  id: string;
  name: string;
}

export class ReviewInputError extends AppError {
  constructor(message: string) {
    super('invalid', message);
  }
}

export class ReviewConflictError extends AppError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/** Status filters are checked against the domain's list; an unknown one is refused as 'invalid' with its message. */
export function normaliseStatusFilter(values: string[] | undefined): string[] | undefined {
  return values?.map((value) => {
    const status = normaliseStatus(value);
    if (!status) throw new ReviewInputError(STATUS_TRANSITION_MESSAGES.unknownStatus(value));
    return status;
  });
}
