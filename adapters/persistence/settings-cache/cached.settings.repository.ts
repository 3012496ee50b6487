import type { SettingsRepository } from '../../../application/ports/settings.repository.port';
import type { DatabaseHandle } from '../database';
import { NotifiedCache } from '../notified-cache';
import { NotifiedCacheRepository } from '../notified-cache.repository';

export const SETTINGS_CHANGES_CHANNEL = 'settings_changes';
const MAX_CACHED_SETTINGS = 1_000;

/** A setting as read, absence included, so a key nobody has set is not read again on every request. */
interface ReadSetting {
  value: unknown;
}

/**
 * Portal-wide settings (the submissions mode is read on every visit to the public flow) from memory. A trigger on the
 * settings table names the key on the settings channel whenever it changes, however the change was made; this
 * process drops its copy when it hears of it. While the channel is down, reads go to the database.
 */
export class CachedSettingsRepository extends NotifiedCacheRepository<SettingsRepository, ReadSetting> implements SettingsRepository {
  static async open(inner: SettingsRepository, database: DatabaseHandle): Promise<CachedSettingsRepository> {
    return new CachedSettingsRepository(inner, await NotifiedCache.following(database, SETTINGS_CHANGES_CHANNEL, MAX_CACHED_SETTINGS));
  }

  async read<T>(key: string): Promise<T | undefined> {
    const setting = await this.cache.read(key, async () => ({ value: await this.inner.read<unknown>(key) }));
    return structuredClone(setting?.value) as T | undefined;
  }

  write<T>(key: string, value: T): Promise<void> {
    return this.writing(key, this.inner.write(key, value));
  }

  readOrCreate<T>(key: string, value: T): Promise<T> {
    return this.writing(key, this.inner.readOrCreate(key, value));
  }
}
