import { INTEGRATIONS_MESSAGES } from '../../../domain/jobs';
import type { JobActionOutcome, JobAdmin } from '../../ports/job-admin.port';
import { JobActionUseCase } from './job-action.use-case';

/** Staff's Discard: a dead or waiting job is set aside for good; a running one is refused. */
export class DiscardJobUseCase extends JobActionUseCase {
  protected readonly doneMessage = INTEGRATIONS_MESSAGES.discarded;

  protected apply(jobs: JobAdmin, jobId: string, now: Date): Promise<JobActionOutcome> {
    return jobs.discard(jobId, now);
  }
}
