import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { Client } from 'pg';
import { listMigrations, migrate } from '../../../adapters/persistence/migrator';
import * as schema from '../../../adapters/persistence/schema';
import { describeOnTestDatabases } from '../../support/test-database';

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

describeOnTestDatabases('schema', (handle, engine) => {
  it('records every migration once and applies nothing on a second run', async () => {
    const rows = await handle().query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
    expect(await migrate(handle())).toEqual([]);
  });

  // A PostgreSQL restart or an admin ending our idle connections must not crash the process (an unhandled 'error'
  // on the pool): the pool drops the dead client and the next query opens a new one.
  if (engine === 'postgres') {
    it('survives the server ending every idle connection', async () => {
      const [{ db }] = await handle().query<{ db: string }>('SELECT current_database() AS db');
      const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [db]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(handle().query<{ one: number }>('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    });
  }

  it.each(tables.map((t) => [getTableName(t), t] as const))('drizzle table %s matches the migrated columns', async (name, table) => {
    const columns = Object.values(getTableColumns(table)).map((c) => c.name);
    const rows = await handle().query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
      [name],
    );
    expect(rows.map((r) => r.column_name).sort()).toEqual([...columns].sort());
  });
});
