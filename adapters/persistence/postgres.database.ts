import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { listenOnDedicatedClient } from './postgres.listener';
import { answersPing, type Database, type DatabaseHandle } from './database';
import * as schema from './schema';

const MIGRATION_LOCK_KEY = 724_1931;

/** A PostgreSQL server through a node-postgres pool. */
export async function openPostgresDatabase(
  url: string,
  poolSize = 10,
  onIdleClientError: (error: Error) => void = (error) => console.warn(`PostgreSQL connection dropped: ${error.message}`),
): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle client whose server connection drops (restart, failover, admin termination) emits 'error' on the pool;
  // without a listener that would crash the process. The pool discards the client and opens a new one when needed.
  pool.on('error', (error) => onIdleClientError(error));
  // Fail at start-up, naming the server, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db: Database = drizzle({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    async runScript(sqlText, after) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(sqlText);
        if (after) await client.query(after.text, after.params);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async query<T>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as T[];
    },
    async withMigrationLock(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => answersPing((text) => pool.query(text)),
    listen: (channel, onMessage, onLost) => listenOnDedicatedClient(url, channel, onMessage, onLost),
    close: () => pool.end(),
  };
}
