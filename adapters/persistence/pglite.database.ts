import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { answersPing, type Database, type DatabaseHandle } from './database';
import * as schema from './schema';

export interface PgliteDatabaseHandle extends DatabaseHandle {
  /** The whole data directory as an uncompressed tar image, which `image` below starts a database from. */
  dumpImage(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL in-process; `dataDir` undefined keeps it in memory (tests). `image` starts it from a dumped
 * data directory instead of an empty one (initdb is most of an empty database's start); `settings` are
 * postgresql.conf lines (`shared_buffers = 16MB`).
 */
export async function openPgliteDatabase(
  dataDir?: string,
  options: { image?: Blob; settings?: string[] } = {},
): Promise<PgliteDatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', { loadDataDir: options.image, postgresqlconf: options.settings });
  const db: Database = drizzle({ client, schema });
  return {
    db,
    engine: 'pglite',
    async runScript(sqlText, after) {
      await client.transaction(async (tx) => {
        await tx.exec(sqlText);
        if (after) await tx.query(after.text, after.params);
      });
    },
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    withMigrationLock: (work) => work(),
    ping: () => answersPing((text) => client.query(text)),
    // One process owns an embedded database, so its notifications never drop.
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return { live: true, close: () => unlisten() };
    },
    dumpImage: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
