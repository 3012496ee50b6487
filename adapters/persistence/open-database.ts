import path from 'node:path';
import type { DatabaseHandle } from './database';
import { migrate } from './migrator';
import { openPgliteDatabase } from './pglite.database';
import { openPostgresDatabase } from './postgres.database';

/** Opens the configured engine and brings its schema up to date. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgresDatabase(options.databaseUrl)
    : await openPgliteDatabase(path.join(options.dataDir, 'pglite'));
  try {
    await migrate(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
