import type { HealthCheck } from '../../application/ports/health-check.port';
import type { MonitoringRepository } from '../../application/ports/monitoring.repository.port';
import { adapterHealthChecks, type CheckedAdapters } from '../health/adapter-health-checks';
import { DatabaseHealthCheck } from '../persistence/database.health-check';
import type { DatabaseHandle } from '../persistence/database';
import { DrizzleMonitoringRepository } from '../persistence/repositories/drizzle.monitoring.repository';

/** What the portal reports of itself: web vitals and client errors, and the health of every adapter. */
export interface MonitoringAdapters {
  monitoring: MonitoringRepository;
  healthChecks: HealthCheck[];
}

export function buildMonitoringAdapters(database: DatabaseHandle, checked: CheckedAdapters): MonitoringAdapters {
  return {
    monitoring: new DrizzleMonitoringRepository(database.db),
    healthChecks: [new DatabaseHealthCheck(database), ...adapterHealthChecks(checked)],
  };
}
