import type { Clock } from '../../ports/clock.port';
import type { JobActionOutcome, JobAdmin } from '../../ports/job-admin.port';
import { refuseUnlessDone } from './job-action-refusal';

/** A staff action on one job from the integrations page: done and confirmed, or refused as `refuseUnlessDone` says. */
export abstract class JobActionUseCase {
  protected abstract readonly doneMessage: string;

  constructor(
    private readonly jobs: JobAdmin,
    private readonly clock: Clock,
  ) {}

  async execute(jobId: string): Promise<string> {
    refuseUnlessDone(await this.apply(this.jobs, jobId, this.clock.now()));
    return this.doneMessage;
  }

  protected abstract apply(jobs: JobAdmin, jobId: string, now: Date): Promise<JobActionOutcome>;
}
