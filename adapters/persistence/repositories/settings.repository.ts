import { eq, sql } from 'drizzle-orm';
import type { SettingsRepository } from '../../../application/ports/settings.repository.port';
import type { Database } from '../database';
import { appSettings } from '../schema';

export class DrizzleSettingsRepository implements SettingsRepository {
  constructor(private readonly db: Database) {}

  /** Prepared once per connection by the driver: the submissions mode is read on every visit to the public flow. */
  private readonly preparedRead = this.db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, sql.placeholder('key')))
    .prepare('app_setting_read');

  async read<T>(key: string): Promise<T | undefined> {
    const rows = await this.preparedRead.execute({ key });
    return rows[0]?.value as T | undefined;
  }

  async write<T>(key: string, value: T): Promise<void> {
    await this.db
      .insert(appSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
  }

  async readOrCreate<T>(key: string, value: T): Promise<T> {
    await this.db.insert(appSettings).values({ key, value }).onConflictDoNothing({ target: appSettings.key });
    const stored = await this.read<T>(key);
    if (stored === undefined) throw new Error(`Setting ${key} was deleted as it was created`);
    return stored;
  }
}
