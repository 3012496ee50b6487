import type { IdempotencyStore } from '../../application/ports/idempotency.port';
import type { RetentionRepository } from '../../application/ports/retention.repository.port';
import type { SettingsRepository } from '../../application/ports/settings.repository.port';
import type { UnitOfWork } from '../../application/ports/unit-of-work.port';
import type { Database } from '../persistence/database';
import { DrizzleIdempotencyStore } from '../persistence/repositories/drizzle.idempotency.store';
import { DrizzleRetentionRepository } from '../persistence/repositories/drizzle.retention.repository';
import { DrizzleSettingsRepository } from '../persistence/repositories/settings.repository';
import { DrizzleUnitOfWork } from '../persistence/unit-of-work';

/** What the database offers every feature: transactions, shared settings, replayed requests and retention. */
export interface PersistenceAdapters {
  unitOfWork: UnitOfWork;
  settings: SettingsRepository;
  idempotency: IdempotencyStore;
  retention: RetentionRepository;
}

export function buildPersistenceAdapters(db: Database): PersistenceAdapters {
  return {
    unitOfWork: new DrizzleUnitOfWork(db),
    settings: new DrizzleSettingsRepository(db),
    idempotency: new DrizzleIdempotencyStore(db),
    retention: new DrizzleRetentionRepository(db),
  };
}
