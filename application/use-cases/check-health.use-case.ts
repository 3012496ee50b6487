import type { HealthCheck, HealthStatus } from '../ports/health-check.port';
import type { JobAdmin, JobBacklog } from '../ports/job-admin.port';

export interface HealthReport {
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  checks: HealthStatus[];
  /** The job backlog; null when it cannot be read (the database check says why). */
  jobs: JobBacklog | null;
}

export interface HealthProbePolicy {
  /** How long one round of probes answers every caller: the endpoint is public and probes reach paid providers. */
  reuseForMs: number;
  nowMs: () => number;
}

const PROBE_EVERY_CALL: HealthProbePolicy = { reuseForMs: 0, nowMs: () => Date.now() };

export interface CheckHealthDeps {
  checks: HealthCheck[];
  uptimeSeconds: () => number;
  jobs: Pick<JobAdmin, 'backlog'>;
  /** How long a round of probes is shared; every call probes when absent. */
  policy?: HealthProbePolicy;
}

/**
 * Asks every dependency at once; one that throws is reported down rather than failing the report. Callers within
 * `reuseForMs` of a round (or while one is running) share it, so a flood of health calls probes each provider once.
 */
export class CheckHealthUseCase {
  private round: { startedAt: number; results: Promise<HealthStatus[]> } | null = null;

  private readonly policy: HealthProbePolicy;

  constructor(private readonly deps: CheckHealthDeps) {
    this.policy = deps.policy ?? PROBE_EVERY_CALL;
  }

  async run(): Promise<HealthReport> {
    const backlog = this.deps.jobs.backlog().catch(() => null);
    const results = await this.currentRound();
    return {
      status: results.every((r) => r.up) ? 'ok' : 'degraded',
      uptimeSeconds: Math.round(this.deps.uptimeSeconds()),
      checks: results,
      jobs: await backlog,
    };
  }

  private currentRound(): Promise<HealthStatus[]> {
    const now = this.policy.nowMs();
    if (this.round && now - this.round.startedAt < this.policy.reuseForMs) return this.round.results;
    const results = Promise.all(this.deps.checks.map((check) => check.health().catch(reportedDown)));
    this.round = { startedAt: now, results };
    return results;
  }
}

function reportedDown(error: unknown): HealthStatus {
  return { name: 'unknown', adapter: 'unknown', up: false, detail: error instanceof Error ? error.message : String(error) };
}
