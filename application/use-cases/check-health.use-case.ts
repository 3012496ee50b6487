import type { HealthCheck, HealthStatus } from '../ports/health-check.port';
import type { JobAdmin, JobBacklog } from '../ports/job-admin.port';

export interface HealthReport {
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  checks: HealthStatus[];
  /** The job backlog; null when it cannot be read (the database check says why). */
  jobs: JobBacklog | null;
}

/** Asks every dependency at once; one that throws is reported down rather than failing the report. */
export class CheckHealthUseCase {
  constructor(
    private readonly checks: HealthCheck[],
    private readonly uptimeSeconds: () => number,
    private readonly jobs: Pick<JobAdmin, 'backlog'>,
  ) {}

  async run(): Promise<HealthReport> {
    const backlog = this.jobs.backlog().catch(() => null);
    const results = await Promise.all(
      this.checks.map((check) =>
        check.health().catch((error: unknown): HealthStatus => ({
          name: 'unknown',
          adapter: 'unknown',
          up: false,
          detail: error instanceof Error ? error.message : String(error),
        })),
      ),
    );
    return {
      status: results.every((r) => r.up) ? 'ok' : 'degraded',
      uptimeSeconds: Math.round(this.uptimeSeconds()),
      checks: results,
      jobs: await backlog,
    };
  }
}
