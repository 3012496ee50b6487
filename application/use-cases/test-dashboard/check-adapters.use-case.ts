import type { HealthCheck, HealthStatus } from '../../ports/health-check.port';

export interface CheckAdaptersDeps {
  checks: HealthCheck[];
}

/** The health of every active adapter, asked at once. */
export class CheckAdaptersUseCase {
  constructor(private readonly deps: CheckAdaptersDeps) {}

  execute(): Promise<HealthStatus[]> {
    return Promise.all(this.deps.checks.map((c) => c.health()));
  }
}
