import { INTEGRATIONS_MESSAGES } from '../../../domain/jobs';
import type { JobActionOutcome, JobAdmin } from '../../ports/job-admin.port';
import { JobActionUseCase } from './job-action.use-case';

/** Staff's Retry: a dead job runs again with a fresh retry window, a waiting one runs now; a running one is refused. */
export class RetryJobUseCase extends JobActionUseCase {
  protected readonly doneMessage = INTEGRATIONS_MESSAGES.retried;

  protected apply(jobs: JobAdmin, jobId: string, now: Date): Promise<JobActionOutcome> {
    return jobs.retry(jobId, now);
  }
}
