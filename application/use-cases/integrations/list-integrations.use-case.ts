import { errorForStaff } from '../../../domain/jobs';
import type { HealthCheck, HealthStatus } from '../../ports/health-check.port';
import type { JobAdmin, JobBacklog, JobSummary } from '../../ports/job-admin.port';

/** How many unfinished and dead jobs the page lists (the counts cover them all). */
export const INTEGRATIONS_LIST_LIMIT = 100;

export interface IntegrationsOverview {
  providers: HealthStatus[];
  backlog: JobBacklog;
  unfinished: JobSummary[];
  dead: JobSummary[];
}

const forStaff = (job: JobSummary): JobSummary => ({ ...job, lastError: errorForStaff(job.lastError) });

export interface ListIntegrationsDeps {
  checks: HealthCheck[];
  jobs: JobAdmin;
}

/** What staff see on the integrations page: each provider's health, the backlog and the jobs behind it. */
export class ListIntegrationsUseCase {
  constructor(private readonly deps: ListIntegrationsDeps) {}

  async execute(): Promise<IntegrationsOverview> {
    const [providers, backlog, lists] = await Promise.all([
      Promise.all(this.deps.checks.map((check) => check.health())),
      this.deps.jobs.backlog(),
      this.deps.jobs.list(INTEGRATIONS_LIST_LIMIT),
    ]);
    return { providers, backlog, unfinished: lists.unfinished.map(forStaff), dead: lists.dead.map(forStaff) };
  }
}
