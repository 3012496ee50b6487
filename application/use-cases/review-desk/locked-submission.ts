import type { ReviewLoopRepository } from '../../ports/review-loop.repository.port';
import type { SubmissionReviewRepository, SubmissionSummary } from '../../ports/submission-review.repository.port';
import { deskSubmission } from './desk-submission';

/** Inside a unit of work: locks the submission until it commits, then reads it; an unknown id is not found. */
export async function lockedSubmission(
  d: { loop: Pick<ReviewLoopRepository, 'lockSubmission'>; reviews: Pick<SubmissionReviewRepository, 'find'> },
  id: string,
): Promise<SubmissionSummary> {
  await d.loop.lockSubmission(id);
  return deskSubmission(d.reviews, id);
}
