import type { ReleaseDealsRequest } from '../../../wire/delivery.wire';
import { checkDealChoices, type ReleaseDealChoices, type WithheldUse } from '../../../domain/release/release-deals';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../ports/clock.port';
import type { ReleaseDealChoicesRepository } from '../../ports/release-deal-choices.repository.port';
import type { ReviewLoopRepository } from '../../ports/review-loop.repository.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { lockedSubmission } from '../review-desk/locked-submission';

export interface SetReleaseDealsDeps {
  reviews: SubmissionReviewRepository;
  loop: Pick<ReviewLoopRepository, 'lockSubmission'>;
  dealChoices: ReleaseDealChoicesRepository;
  unitOfWork: UnitOfWork;
  clock: Clock;
}

/**
 * Staff's deal choices for a release: a timed start (HH:MM UTC on the release date) and the uses withheld from each
 * track (streaming, downloads), checked by the domain. Every store's deals are cut the same way from the next
 * delivery on; a release the stores have already gets them with 'Send update'.
 */
export class SetReleaseDealsUseCase {
  constructor(private readonly deps: SetReleaseDealsDeps) {}

  async execute(submissionId: string, request: ReleaseDealsRequest): Promise<void> {
    const d = this.deps;
    const choices: ReleaseDealChoices = {
      startTimeUtc: request.startTimeUtc ?? null,
      tracks: (request.tracks ?? []).map((t) => ({ position: t.position, withheld: [...new Set(t.withheld)] as WithheldUse[] })),
    };
    await d.unitOfWork.run(async () => {
      await lockedSubmission(d, submissionId);
      const problems = checkDealChoices(choices, (await d.reviews.tracks(submissionId)).length);
      if (problems.length > 0) throw new AppError('invalid', problems.join('; '));
      await d.dealChoices.save(submissionId, { ...choices, tracks: choices.tracks.filter((t) => t.withheld.length > 0) }, d.clock.now());
    });
  }
}
