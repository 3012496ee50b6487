import type { SubmissionReviewRepository, SubmissionSummary } from '../../ports/submission-review.repository.port';
import { NotFoundError, SUBMISSION_NOT_FOUND } from './profile.errors';

/** The artist's own submission; another artist's id answers exactly like an unknown one. */
export async function ownSubmission(submissions: SubmissionReviewRepository, artistId: string, id: string): Promise<SubmissionSummary> {
  const found = await submissions.find(id);
  if (!found || found.artistId !== artistId) throw new NotFoundError(SUBMISSION_NOT_FOUND);
  return found;
}
