import { INTEGRATIONS_MESSAGES } from '../../../domain/jobs';
import type { Clock } from '../../ports/clock.port';
import type { JobAdmin } from '../../ports/job-admin.port';
import { refuseUnlessDone } from './job-action-refusal';

/** Staff's Discard: a dead or waiting job is set aside for good; a running one is refused. */
export class DiscardJobUseCase {
  constructor(
    private readonly jobs: JobAdmin,
    private readonly clock: Clock,
  ) {}

  async execute(jobId: string): Promise<string> {
    refuseUnlessDone(await this.jobs.discard(jobId, this.clock.now()));
    return INTEGRATIONS_MESSAGES.discarded;
  }
}
