import type { IdempotencyStore } from '../../application/ports/idempotency.port';
import type { PeriodicRuns } from '../../application/ports/periodic-runs.port';
import type { RetentionRepository } from '../../application/ports/retention.repository.port';
import type { SettingsRepository } from '../../application/ports/settings.repository.port';
import type { UnitOfWork } from '../../application/ports/unit-of-work.port';
import type { DatabaseHandle } from '../persistence/database';
import { DrizzleIdempotencyStore } from '../persistence/repositories/drizzle.idempotency.store';
import { DrizzlePeriodicRuns } from '../persistence/repositories/drizzle.periodic-runs';
import { DrizzleRetentionRepository } from '../persistence/repositories/drizzle.retention.repository';
import { DrizzleSettingsRepository } from '../persistence/repositories/settings.repository';
import { CachedSettingsRepository } from '../persistence/settings-cache/cached.settings.repository';
import { DrizzleUnitOfWork } from '../persistence/unit-of-work';
import { cachedOnPglite } from './cached-on-pglite';

/** What the database offers every feature: transactions, shared settings, replayed requests and retention. */
export interface PersistenceAdapters {
  unitOfWork: UnitOfWork;
  settings: SettingsRepository;
  idempotency: IdempotencyStore;
  retention: RetentionRepository;
  /** Housekeeping runs claimed once per period across instances. */
  periodicRuns: PeriodicRuns;
}

export async function buildPersistenceAdapters(
  database: DatabaseHandle,
): Promise<{ adapters: PersistenceAdapters; close(): Promise<void> }> {
  const { db } = database;
  const settings = await cachedOnPglite<SettingsRepository>(database, new DrizzleSettingsRepository(db), CachedSettingsRepository.open);
  return {
    adapters: {
      unitOfWork: new DrizzleUnitOfWork(db),
      settings: settings.repository,
      idempotency: new DrizzleIdempotencyStore(db),
      retention: new DrizzleRetentionRepository(db),
      periodicRuns: new DrizzlePeriodicRuns(db),
    },
    close: () => settings.close(),
  };
}
