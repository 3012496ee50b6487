/**
 * Scale benchmark: 100,000 submissions and 1,000,000 monitoring events, then the review desk's first and 100th
 * page (25 a page, by cursor) and the 168-hour analytics dashboard, timed over HTTP against the production build,
 * beside GET /api/config (one small read) as the floor, on PGlite and on PostgreSQL.
 * Run: npm run bench:scale
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrate } from '../adapters/persistence/migrator';
import { openPgliteDatabase } from '../adapters/persistence/pglite.database';
import { openPostgresDatabase } from '../adapters/persistence/postgres.database';
import { buildPortal, loadAverage, startPortalProcess } from './support/portal-process';
import { createScratchDatabase, postgresAvailable } from './support/postgres-database';
import { CLIENT_ERRORS, SUBMISSIONS, seedAtScale, WEB_VITALS } from './support/scale-seed';
import { runBench } from './support/run-bench';

const STAFF_TOKEN = 'bench-scale-staff-token-0123456789';
const REPEATS = 7;
const LIMITS = { deskPage: 30, analytics: 200 };
const PORT = 4800 + Math.floor(Math.random() * 100);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(url: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${STAFF_TOKEN}` } });
  const body: unknown = await res.json();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

async function medianOf(url: string): Promise<number> {
  await timed(url);
  const runs: number[] = [];
  for (let i = 0; i < REPEATS; i++) runs.push((await timed(url)).ms);
  return median(runs);
}

const show = (label: string, ms: number, limit?: number) =>
  `  ${label.padEnd(34)} ${ms.toFixed(1).padStart(7)} ms${limit === undefined ? '' : `  (target ≤ ${limit} ms: ${ms <= limit ? 'met' : 'NOT met'})`}`;

async function measure(engine: string, baseUrl: string): Promise<void> {
  const desk = `${baseUrl}/api/review-desk/submissions?limit=25`;
  let cursor: string | null = null;
  for (let page = 1; page < 100; page++) {
    const { body } = await timed(cursor ? `${desk}&cursor=${cursor}` : desk);
    cursor = (body as { nextCursor: string | null }).nextCursor;
    if (!cursor) throw new Error(`the desk ran out of pages at page ${page}`);
  }
  console.log(`\n${engine} (median of ${REPEATS}; load average ${loadAverage()})`);
  console.log(show('floor: GET /api/config', await medianOf(`${baseUrl}/api/config`)));
  console.log(show('review desk page 1', await medianOf(desk), LIMITS.deskPage));
  console.log(show('review desk page 100', await medianOf(`${desk}&cursor=${cursor}`), LIMITS.deskPage));
  console.log(show('review desk page 1, status Pending', await medianOf(`${desk}&status=pending`), LIMITS.deskPage));
  console.log(show('analytics dashboard, 168 h', await medianOf(`${baseUrl}/api/analytics/dashboard?hours=168`), LIMITS.analytics));
}

async function onPglite(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  try {
    const database = await openPgliteDatabase(path.join(dataDir, 'pglite'));
    await migrate(database);
    await seedAtScale(database);
    await database.close();
    const portal = await startPortalProcess({ port: PORT, dataDir, env: { STAFF_API_TOKEN: STAFF_TOKEN, SEED_DEMO_DATA: 'false' } });
    try {
      await measure('pglite', portal.baseUrl);
    } finally {
      await portal.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<void> {
  const scratch = await createScratchDatabase('bench_scale');
  try {
    const database = await openPostgresDatabase(scratch.url);
    await migrate(database);
    await seedAtScale(database);
    await database.close();
    const portal = await startPortalProcess({
      port: PORT + 1,
      databaseUrl: scratch.url,
      env: { STAFF_API_TOKEN: STAFF_TOKEN, SEED_DEMO_DATA: 'false' },
    });
    try {
      await measure('postgres', portal.baseUrl);
    } finally {
      await portal.stop();
    }
  } finally {
    await scratch.drop();
  }
}

async function main(): Promise<void> {
  console.log(
    `Scale benchmark: ${SUBMISSIONS} submissions, ${CLIENT_ERRORS + WEB_VITALS} monitoring events; load average at start ${loadAverage()}`,
  );
  buildPortal({ web: false });
  await onPglite();
  if (await postgresAvailable()) await onPostgres();
  else console.log('\npostgres: no server at BENCH_DATABASE_URL, skipped');
  console.log(`\nload average at end: ${loadAverage()}`);
}

runBench(main);
