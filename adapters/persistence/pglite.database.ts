import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { answersPing, type Database, type DatabaseHandle } from './database';
import * as schema from './schema';

/** Embedded PostgreSQL in-process; `dataDir` undefined keeps it in memory (tests). */
export async function openPgliteDatabase(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://');
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
    close: () => client.close(),
  };
}
