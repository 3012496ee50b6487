import type { Clock } from '../../ports/clock.port';
import type { JobAdmin } from '../../ports/job-admin.port';
import type { ReviewLoopRepository } from '../../ports/review-loop.repository.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { lockedSubmission } from '../review-desk/locked-submission';
import { NO_UPDATE, queueAutomaticUpdate, runJoinedUpdateNow, type AutomaticUpdateDeps } from './queue-automatic-update';

/** What staff changing what the stores hold of a release (its identifiers, its deals) takes. */
export interface ReleaseChangeDeps {
  reviews: SubmissionReviewRepository;
  loop: Pick<ReviewLoopRepository, 'lockSubmission'>;
  unitOfWork: UnitOfWork;
  clock: Clock;
  /** A release the stores have gets the change as an update at each store that has it. */
  update: Omit<AutomaticUpdateDeps, 'clock'>;
  jobAdmin: Pick<JobAdmin, 'retry'>;
}

/**
 * Staff's change to a release, made by `change` in one transaction on the locked submission (an unknown one is not
 * found); `change` answers whether it changed anything. A change to a release the stores have goes to each store that
 * has it as an update, run at once where it joined a waiting job. Answers the stores the update was queued to.
 */
export async function changeRelease(d: ReleaseChangeDeps, submissionId: string, change: () => Promise<boolean>): Promise<string[]> {
  const update = await d.unitOfWork.run(async () => {
    await lockedSubmission(d, submissionId);
    return (await change()) ? queueAutomaticUpdate({ ...d.update, clock: d.clock }, submissionId) : NO_UPDATE;
  });
  await runJoinedUpdateNow(update, d.jobAdmin, d.clock.now());
  return update.stores;
}
