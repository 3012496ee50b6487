import type { SubmissionReviewRepository, SubmissionSummary } from '../../ports/submission-review.repository.port';
import { NotFoundError, SUBMISSION_NOT_FOUND } from '../profile/profile.errors';

/** The submission as the desk reads it; an unknown id is not found. */
export async function deskSubmission(reviews: Pick<SubmissionReviewRepository, 'find'>, id: string): Promise<SubmissionSummary> {
  const submission = await reviews.find(id);
  if (!submission) throw new NotFoundError(SUBMISSION_NOT_FOUND);
  return submission;
}
