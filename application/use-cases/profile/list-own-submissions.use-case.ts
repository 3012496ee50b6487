import type { SubmissionCard } from '../../../wire/profile.wire';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import { toCard } from './artist-submission.view';

export interface ListOwnSubmissionsDeps {
  submissions: SubmissionReviewRepository;
}

/** The signed-in artist's own submissions as dashboard cards (artist-portal §2). */
export class ListOwnSubmissionsUseCase {
  constructor(private readonly deps: ListOwnSubmissionsDeps) {}

  async execute(artistId: string): Promise<SubmissionCard[]> {
    return (await this.deps.submissions.listForArtist(artistId)).map(toCard);
  }
}
