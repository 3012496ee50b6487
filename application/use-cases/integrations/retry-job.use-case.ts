import { INTEGRATIONS_MESSAGES } from '../../../domain/jobs';
import type { Clock } from '../../ports/clock.port';
import type { JobAdmin } from '../../ports/job-admin.port';
import { refuseUnlessDone } from './job-action-refusal';

/** Staff's Retry: a dead job runs again with a fresh retry window, a waiting one runs now; a running one is refused. */
export class RetryJobUseCase {
  constructor(
    private readonly jobs: JobAdmin,
    private readonly clock: Clock,
  ) {}

  async execute(jobId: string): Promise<string> {
    refuseUnlessDone(await this.jobs.retry(jobId, this.clock.now()));
    return INTEGRATIONS_MESSAGES.retried;
  }
}
