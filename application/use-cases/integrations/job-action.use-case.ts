import type { Clock } from '../../ports/clock.port';
import type { JobActionOutcome, JobAdmin } from '../../ports/job-admin.port';
import { refuseUnlessDone } from './job-action-refusal';

export interface JobActionDeps {
  jobs: JobAdmin;
  clock: Clock;
}

/** A staff action on one job from the integrations page: done and confirmed, or refused as `refuseUnlessDone` says. */
export abstract class JobActionUseCase {
  protected abstract readonly doneMessage: string;

  constructor(private readonly deps: JobActionDeps) {}

  async execute(jobId: string): Promise<string> {
    refuseUnlessDone(await this.apply(this.deps.jobs, jobId, this.deps.clock.now()));
    return this.doneMessage;
  }

  protected abstract apply(jobs: JobAdmin, jobId: string, now: Date): Promise<JobActionOutcome>;
}
