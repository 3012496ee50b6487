import type { IdempotencyStore } from '../../application/ports/idempotency.port';
import type { RetentionRepository } from '../../application/ports/retention.repository.port';
import type { SettingsRepository } from '../../application/ports/settings.repository.port';
import type { UnitOfWork } from '../../application/ports/unit-of-work.port';
import type { DatabaseHandle } from '../persistence/database';
import { DrizzleIdempotencyStore } from '../persistence/repositories/drizzle.idempotency.store';
import { DrizzleRetentionRepository } from '../persistence/repositories/drizzle.retention.repository';
import { DrizzleSettingsRepository } from '../persistence/repositories/settings.repository';
import { CachedSettingsRepository } from '../persistence/settings-cache/cached.settings.repository';
import { DrizzleUnitOfWork } from '../persistence/unit-of-work';

/** What the database offers every feature: transactions, shared settings, replayed requests and retention. */
export interface PersistenceAdapters {
  unitOfWork: UnitOfWork;
  settings: SettingsRepository;
  idempotency: IdempotencyStore;
  retention: RetentionRepository;
}

/**
 * On PGlite this process is the database's only client and hears a change notice before the committing statement
 * returns, so settings are read from memory; on PostgreSQL another instance's change must be seen by the very next
 * read, so settings are read every time (one prepared statement).
 */
async function settingsOf(database: DatabaseHandle): Promise<{ repository: SettingsRepository; close(): Promise<void> }> {
  const repository = new DrizzleSettingsRepository(database.db);
  if (database.engine !== 'pglite') return { repository, close: async () => undefined };
  const cached = await CachedSettingsRepository.open(repository, database);
  return { repository: cached, close: () => cached.close() };
}

export async function buildPersistenceAdapters(
  database: DatabaseHandle,
): Promise<{ adapters: PersistenceAdapters; close(): Promise<void> }> {
  const { db } = database;
  const settings = await settingsOf(database);
  return {
    adapters: {
      unitOfWork: new DrizzleUnitOfWork(db),
      settings: settings.repository,
      idempotency: new DrizzleIdempotencyStore(db),
      retention: new DrizzleRetentionRepository(db),
    },
    close: () => settings.close(),
  };
}
