import type { HealthCheck, HealthStatus } from '../ports/health-check.port';

export interface HealthReport {
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  checks: HealthStatus[];
}

/** Asks every dependency at once; one that throws is reported down rather than failing the report. */
export class CheckHealthUseCase {
  constructor(
    private readonly checks: HealthCheck[],
    private readonly uptimeSeconds: () => number,
  ) {}

  async run(): Promise<HealthReport> {
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
    };
  }
}
