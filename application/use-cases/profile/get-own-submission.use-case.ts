import type { SubmissionDetail } from '../../../contracts/profile.contract';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import { toDetail } from './artist-submission.view';
import { NotFoundError, SUBMISSION_NOT_FOUND } from './profile.errors';

/** One of the signed-in artist's own submissions; another artist's id answers exactly like an unknown one. */
export class GetOwnSubmissionUseCase {
  constructor(private readonly submissions: SubmissionReviewRepository) {}

  async execute(artistId: string, id: string): Promise<SubmissionDetail> {
    const found = await this.submissions.find(id);
    if (!found || found.artistId !== artistId) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    const [tracks, reviews] = await Promise.all([this.submissions.tracks(id), this.submissions.reviews(id)]);
    return toDetail(found, tracks, reviews);
  }
}
