import { submissionTitle } from '../../../domain/dashboard';
import { ASSIGNMENT_MAIL } from '../../../domain/staff-desk';
import type { Clock } from '../../ports/clock.port';
import type { Mailer } from '../../ports/mailer.port';
import type { ReviewLoopRepository } from '../../ports/review-loop.repository.port';
import type { StaffAccountRepository } from '../../ports/staff-account.repository.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { ReviewInputError } from './review-desk.deps';
import { type StaffPrincipal, staffMemberOf } from './staff-member';
import { lockedSubmission } from './locked-submission';

export const UNKNOWN_STAFF = 'No active staff member with this id';

export interface AssignSubmissionDeps {
  reviews: SubmissionReviewRepository;
  loop: ReviewLoopRepository;
  staffAccounts: StaffAccountRepository;
  mailer: Mailer;
  unitOfWork: UnitOfWork;
  clock: Clock;
  publicUrl: string;
}

/**
 * Assigns a submission to a staff member (null unassigns). The new assignee is mailed a link to it in the same
 * transaction (the durable mail job delivers it), unless they assigned it to themselves or already had it.
 */
export class AssignSubmissionUseCase {
  constructor(private readonly deps: AssignSubmissionDeps) {}

  async execute(id: string, staffId: string | null, principal: StaffPrincipal): Promise<void> {
    const d = this.deps;
    const by = await staffMemberOf(principal, d.staffAccounts);
    await d.unitOfWork.run(async () => {
      const submission = await lockedSubmission(d, id);
      const before = await d.loop.assigneeOf(id);
      if (!(await d.loop.assign(id, staffId, d.clock.now()))) throw new ReviewInputError(UNKNOWN_STAFF);
      if (!staffId || staffId === by.id || before?.id === staffId) return;
      const assignee = await d.staffAccounts.findById(staffId);
      if (!assignee) return;
      const title = submissionTitle(submission.releaseTitle);
      await d.mailer.send({
        to: assignee.email,
        category: 'submission-assigned',
        subject: ASSIGNMENT_MAIL.subject(title),
        values: {
          name: assignee.name || assignee.email,
          title,
          artistName: submission.artistName,
          status: submission.status,
          assignedBy: by.name,
          link: `${d.publicUrl}/staff/review/${encodeURIComponent(id)}`,
        },
        secrets: [],
      });
    });
  }
}
