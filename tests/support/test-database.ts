import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { Client } from 'pg';
import type { DatabaseHandle } from '../../adapters/persistence/database';
import { openPgliteDatabase } from '../../adapters/persistence/pglite.database';
import { openPostgresDatabase } from '../../adapters/persistence/postgres.database';
import { suiteHarness } from '../port-suites/suite-harness';
import { KeptDatabases } from './world/kept-databases';
import { databaseUrl, ensurePgliteImage, ensurePostgresTemplate } from './world/migrated-schema';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** The engine for suites that run once (API suites): PostgreSQL when configured, else PGlite. */
export function primaryEngine(): Engine {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

const kept: Record<Engine, KeptDatabases> = {
  pglite: new KeptDatabases(() => openCopy('pglite')),
  postgres: new KeptDatabases(() => openCopy('postgres')),
};

/**
 * A migrated database no one else is using, as the migrations left it: one this test file closed earlier, emptied
 * (tests/support/world/kept-databases.ts), or a new copy of the run's migrated schema. close() hands it back.
 */
export function openTestDatabase(engine: Engine = primaryEngine()): Promise<DatabaseHandle> {
  return kept[engine].open();
}

/** Ends the databases this test file kept (the projects' setup calls it after each file). */
export async function closeKeptTestDatabases(): Promise<void> {
  await Promise.all(Object.values(kept).map((databases) => databases.closeAll()));
}

/**
 * A new copy of the run's migrated schema (made once: tests/support/world/). On PGlite it starts from the schema's
 * data-directory image; on PostgreSQL it is its own database made from the template (parallel workers never
 * collide), which close() drops.
 */
async function openCopy(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    // A test database holds a few rows: a small buffer pool starts in a fraction of the default 128 MB's time.
    return openPgliteDatabase(undefined, { image: await openAsBlob(await ensurePgliteImage()), settings: ['shared_buffers = 16MB'] });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = await ensurePostgresTemplate(adminUrl);
  const name = `portal_test_${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  // Dropping a test database WITH (FORCE) ends its connections; that is expected here, not worth a warning.
  const handle = await openPostgresDatabase(databaseUrl(adminUrl, name), 5, () => undefined);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * One describe block per test engine (`<name> on pglite`, `<name> on postgres`), each with a fresh migrated database
 * made before its tests and closed after them; the tests read it through the accessor.
 */
export function describeOnTestDatabases(name: string, suite: (database: () => DatabaseHandle, engine: Engine) => void): void {
  describe.each(testEngines())(`${name} on %s`, (engine) =>
    suite(
      suiteHarness(() => openTestDatabase(engine)),
      engine,
    ),
  );
}
