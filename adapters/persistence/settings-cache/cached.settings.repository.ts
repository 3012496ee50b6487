import type { SettingsRepository } from '../../../application/ports/settings.repository.port';
import type { DatabaseHandle, Subscription } from '../database';
import { NotifiedCache } from '../notified-cache';

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
export class CachedSettingsRepository implements SettingsRepository {
  private readonly settings = new NotifiedCache<ReadSetting>(MAX_CACHED_SETTINGS);
  private subscription: Subscription | undefined;

  private constructor(private readonly inner: SettingsRepository) {}

  static async open(inner: SettingsRepository, database: DatabaseHandle): Promise<CachedSettingsRepository> {
    const repository = new CachedSettingsRepository(inner);
    repository.subscription = await database.listen(
      SETTINGS_CHANGES_CHANNEL,
      (key) => repository.settings.evict(key),
      () => repository.settings.clear(),
    );
    return repository;
  }

  async read<T>(key: string): Promise<T | undefined> {
    if (!this.subscription?.live) return this.inner.read<T>(key);
    const setting = await this.settings.read(key, async () => ({ value: await this.inner.read<unknown>(key) }));
    return structuredClone(setting?.value) as T | undefined;
  }

  async write<T>(key: string, value: T): Promise<void> {
    await this.inner.write(key, value);
    this.settings.evict(key);
  }

  async readOrCreate<T>(key: string, value: T): Promise<T> {
    const stored = await this.inner.readOrCreate(key, value);
    this.settings.evict(key);
    return stored;
  }

  async close(): Promise<void> {
    this.settings.clear();
    await this.subscription?.close();
  }
}
