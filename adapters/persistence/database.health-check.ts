import type { HealthCheck, HealthStatus } from '../../application/ports/health-check.port';
import type { DatabaseHandle } from './database';

export class DatabaseHealthCheck implements HealthCheck {
  constructor(private readonly handle: DatabaseHandle) {}

  async health(): Promise<HealthStatus> {
    return { name: 'database', adapter: this.handle.engine, up: await this.handle.ping() };
  }
}
