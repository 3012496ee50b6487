import { eq, sql } from 'drizzle-orm';
import type { SettingsRepository } from '../../../application/ports/settings.repository.port';
import type { Database } from '../database';
import { appSettings } from '../schema';

export class DrizzleSettingsRepository implements SettingsRepository {
  constructor(private readonly db: Database) {}

  async read<T>(key: string): Promise<T | undefined> {
    const rows = await this.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
    return rows[0]?.value as T | undefined;
  }

  async write<T>(key: string, value: T): Promise<void> {
    await this.db
      .insert(appSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
  }
}
