import type { Clock } from '../application/ports/clock.port';
import type { HealthCheck } from '../application/ports/health-check.port';
import type { SettingsRepository } from '../application/ports/settings.repository.port';
import { SystemClock } from './clock/system.clock';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './persistence/database';
import { DatabaseHealthCheck } from './persistence/database.health-check';
import { openDatabase } from './persistence/open-database';
import { DrizzleSettingsRepository } from './persistence/repositories/settings.repository';

/**
 * The one place that turns configuration into adapters. Each port's adapter is chosen by name from the
 * config; the API and the worker receive the same Infrastructure object.
 */
export interface Infrastructure {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  settings: SettingsRepository;
  healthChecks: HealthCheck[];
  close(): Promise<void>;
}

export interface InfrastructureOverrides {
  /** An already open and migrated database (tests share one per worker). */
  database?: DatabaseHandle;
  clock?: Clock;
}

export async function buildInfrastructure(config: AppConfig, overrides: InfrastructureOverrides = {}): Promise<Infrastructure> {
  const database = overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ownsDatabase = !overrides.database;
  const clock = overrides.clock ?? new SystemClock();
  return {
    config,
    database,
    clock,
    settings: new DrizzleSettingsRepository(database.db),
    healthChecks: [new DatabaseHealthCheck(database)],
    async close() {
      if (ownsDatabase) await database.close();
    },
  };
}
