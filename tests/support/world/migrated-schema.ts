import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { listMigrations, migrate } from '../../../adapters/persistence/migrator';
import { openPgliteDatabase } from '../../../adapters/persistence/pglite.database';
import { openPostgresDatabase } from '../../../adapters/persistence/postgres.database';

/**
 * The migrated schema, made once per run and copied for each test database: a PGlite data-directory image in the
 * temporary folder and a PostgreSQL template database. Both are named by a fingerprint of the migrations and the
 * PGlite build, so a changed migration makes new ones and an unchanged one is reused by the next run.
 */
const PGLITE_IMAGE_PREFIX = 'portal-test-schema-';
const TEMPLATE_PREFIX = 'portal_template_';

let memo: string | undefined;
function fingerprint(): string {
  if (memo) return memo;
  const hash = createHash('sha256');
  hash.update(readFileSync(path.resolve(__dirname, '../../../node_modules/@electric-sql/pglite/package.json')));
  for (const migration of listMigrations()) hash.update(migration.version).update(readFileSync(migration.file));
  memo = hash.digest('hex').slice(0, 16);
  return memo;
}

export function pgliteImagePath(): string {
  return path.join(os.tmpdir(), `${PGLITE_IMAGE_PREFIX}${fingerprint()}.tar`);
}

/** Makes the PGlite image unless this run's is there (written whole, then renamed, so a reader never sees half). */
export async function ensurePgliteImage(): Promise<string> {
  const file = pgliteImagePath();
  if (existsSync(file)) return file;
  const database = await openPgliteDatabase();
  try {
    await migrate(database);
    const image = await database.dumpImage();
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  for (const old of readdirSync(os.tmpdir()).filter((name) => name.startsWith(PGLITE_IMAGE_PREFIX))) {
    if (path.join(os.tmpdir(), old) !== file) rmSync(path.join(os.tmpdir(), old), { force: true });
  }
  return file;
}

export function templateDatabaseName(): string {
  return `${TEMPLATE_PREFIX}${fingerprint()}`;
}

export function databaseUrl(adminUrl: string, database: string): string {
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const templates = new Map<string, Promise<string>>();

/** Makes the PostgreSQL template unless it exists (once per server and test file); an advisory lock keeps two runs from building it at once. */
export function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  let template = templates.get(adminUrl);
  if (!template) {
    template = buildPostgresTemplate(adminUrl);
    templates.set(adminUrl, template);
  }
  return template;
}

async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = templateDatabaseName();
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [TEMPLATE_PREFIX]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = await openPostgresDatabase(databaseUrl(adminUrl, building), 2);
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      const stale = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'portal\\_template\\_%' AND datname <> $1",
        [name],
      );
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [TEMPLATE_PREFIX]).catch(() => undefined);
    await admin.end();
  }
  return name;
}
