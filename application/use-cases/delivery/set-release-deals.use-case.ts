import type { ReleaseDealsRequest } from '../../../wire/delivery.wire';
import { checkDealChoices, type ReleaseDealChoices, type WithheldUse } from '../../../domain/release/release-deals';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../ports/clock.port';
import type { JobAdmin } from '../../ports/job-admin.port';
import type { ReleaseDealChoicesRepository } from '../../ports/release-deal-choices.repository.port';
import type { ReviewLoopRepository } from '../../ports/review-loop.repository.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { lockedSubmission } from '../review-desk/locked-submission';
import { NO_UPDATE, queueAutomaticUpdate, runJoinedUpdateNow, type AutomaticUpdateDeps } from './queue-automatic-update';

export interface SetReleaseDealsDeps {
  reviews: SubmissionReviewRepository;
  loop: Pick<ReviewLoopRepository, 'lockSubmission'>;
  dealChoices: ReleaseDealChoicesRepository;
  unitOfWork: UnitOfWork;
  clock: Clock;
  /** A release the stores have gets the new deals as an update at each store that has it. */
  update: Omit<AutomaticUpdateDeps, 'clock'>;
  jobAdmin: Pick<JobAdmin, 'retry'>;
}

/**
 * Staff's deal choices for a release: a timed start (HH:MM UTC on the release date) and the uses withheld from each
 * track (streaming, downloads), checked by the domain. Every store's deals are cut the same way from the next
 * delivery on; a release the stores have gets them at once, as an update to each store that has it. Answers the
 * stores the update was queued to.
 */
export class SetReleaseDealsUseCase {
  constructor(private readonly deps: SetReleaseDealsDeps) {}

  async execute(submissionId: string, request: ReleaseDealsRequest): Promise<string[]> {
    const d = this.deps;
    const choices: ReleaseDealChoices = {
      startTimeUtc: request.startTimeUtc ?? null,
      tracks: (request.tracks ?? []).map((t) => ({ position: t.position, withheld: [...new Set(t.withheld)] as WithheldUse[] })),
    };
    const update = await d.unitOfWork.run(async () => {
      await lockedSubmission(d, submissionId);
      const problems = checkDealChoices(choices, (await d.reviews.tracks(submissionId)).length);
      if (problems.length > 0) throw new AppError('invalid', problems.join('; '));
      const saved = { ...choices, tracks: choices.tracks.filter((t) => t.withheld.length > 0) };
      const before = await d.dealChoices.find(submissionId);
      await d.dealChoices.save(submissionId, saved, d.clock.now());
      // Choices saved again as they were change nothing the stores hold: no update.
      if (sameChoices(before, saved)) return NO_UPDATE;
      return queueAutomaticUpdate({ ...d.update, clock: d.clock }, submissionId);
    });
    await runJoinedUpdateNow(update, d.jobAdmin, d.clock.now());
    return update.stores;
  }
}

function sameChoices(a: ReleaseDealChoices, b: ReleaseDealChoices): boolean {
  const key = (c: ReleaseDealChoices) =>
    JSON.stringify([
      c.startTimeUtc ?? null,
      [...c.tracks].sort((x, y) => x.position - y.position).map((t) => [t.position, [...t.withheld].sort()]),
    ]);
  return key(a) === key(b);
}
