import type { SubmissionCard } from '../../../contracts/profile.contract';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import { toCard } from './artist-submission.view';

/** The signed-in artist's own submissions as dashboard cards (artist-portal §2). */
export class ListOwnSubmissionsUseCase {
  constructor(private readonly submissions: SubmissionReviewRepository) {}

  async execute(artistId: string): Promise<SubmissionCard[]> {
    return (await this.submissions.listForArtist(artistId)).map(toCard);
  }
}
