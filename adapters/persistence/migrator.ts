import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from './database';

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_-]+\.sql$/;

/** Finds the SQL folder both from the TypeScript sources and from the compiled dist/server tree. */
export function migrationsDir(): string {
  const candidates = [path.join(__dirname, 'migrations'), path.resolve(__dirname, '../../../../adapters/persistence/migrations')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`No migrations folder found (looked in ${candidates.join(', ')})`);
  return found;
}

export function listMigrations(dir = migrationsDir()): { version: string; file: string }[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), file: path.join(dir, file) }));
}

/** Applies every migration not yet recorded, each in its own transaction; returns the versions applied. */
export async function migrate(handle: DatabaseHandle, dir = migrationsDir()): Promise<string[]> {
  return handle.withMigrationLock(async () => {
    await handle.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await handle.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    const applied: string[] = [];
    for (const migration of listMigrations(dir)) {
      if (done.has(migration.version)) continue;
      await handle.runScript(readFileSync(migration.file, 'utf8'), {
        text: 'INSERT INTO schema_migrations (version) VALUES ($1)',
        params: [migration.version],
      });
      applied.push(migration.version);
    }
    return applied;
  });
}
