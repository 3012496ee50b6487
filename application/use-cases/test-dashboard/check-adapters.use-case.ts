import type { HealthCheck, HealthStatus } from '../../ports/health-check.port';

/** The health of every active adapter, asked at once. */
export class CheckAdaptersUseCase {
  constructor(private readonly checks: HealthCheck[]) {}

  execute(): Promise<HealthStatus[]> {
    return Promise.all(this.checks.map((c) => c.health()));
  }
}
