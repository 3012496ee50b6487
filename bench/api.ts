/**
 * API benchmark: req/s and p50/p99 at 50 connections for GET /api/profile (the demo artist, by cookie), GET /api/config
 * and a bounded burst of POST /api/monday/create-item, each beside a bare Nest hello route (bench/support/hello-nest.ts)
 * loaded just before it in the same run, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default the local server).
 * Run: npm run bench:api   (BENCH_SECONDS sets the length of each sustained run, default 8)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { describeLoad, load, type LoadFigures } from './support/load';
import { buildPortal, demoArtistCookie, loadAverage, startPortalProcess } from './support/portal-process';
import { createScratchDatabase, postgresAvailable } from './support/postgres-database';
import { submissionBodies } from './support/submission-bodies';
import { runBench } from './support/run-bench';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const BURST = 300;
const TARGETS = { pglite: 0.08, postgres: 0.15 } as const;
const P99_LIMIT_MS = 100;
const base = 4100 + Math.floor(Math.random() * 400);

async function startHello(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'support/hello-nest.ts'), String(port)], {
    stdio: 'inherit',
  });
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/hello`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the hello app did not start');
}

function line(label: string, figures: LoadFigures, floor: LoadFigures, target?: number): string {
  const share = figures.requestsPerSecond / floor.requestsPerSecond;
  const verdict =
    target === undefined
      ? ''
      : `  target ≥ ${(target * 100).toFixed(0)} % and p99 ≤ ${P99_LIMIT_MS} ms: ${share >= target && figures.p99 <= P99_LIMIT_MS && figures.failures === 0 ? 'met' : 'NOT met'}`;
  return [
    `  floor  GET /hello          ${describeLoad(floor)}`,
    `  ${label.padEnd(24)} ${describeLoad(figures)}  = ${(share * 100).toFixed(1)} % of the floor${verdict}`,
  ].join('\n');
}

async function benchEngine(engine: 'pglite' | 'postgres', offset: number): Promise<void> {
  const scratch = engine === 'postgres' ? await createScratchDatabase('bench_api') : undefined;
  const portal = await startPortalProcess({
    port: base + offset,
    databaseUrl: scratch?.url,
    env: {
      RATE_LIMIT_SUBMISSIONS: '100000',
      RATE_LIMIT_FORM_SESSIONS: '100000',
      RATE_LIMIT_UPLOADS: '100000',
      UPLOAD_QUOTA_ADDRESS_FILES: '100000',
    },
  });
  const hello = await startHello(base + offset + 1);
  const floorUrl = `http://127.0.0.1:${base + offset + 1}/hello`;
  const floor = (extra: { duration?: number; amount?: number }) => load({ url: floorUrl, connections: CONNECTIONS, ...extra });
  try {
    const cookie = await demoArtistCookie(portal.baseUrl);
    const profileHeaders = { Cookie: `${cookie.name}=${cookie.value}` };
    // Warm-up (JIT, connection pools, caches), as long as a measured run: after only 2 s a route's code is still being
    // optimised, and its first 8 s under load have shown a p99 up to three times the steady one.
    await floor({ duration: SECONDS });
    await load({ url: `${portal.baseUrl}/api/profile`, connections: CONNECTIONS, duration: SECONDS, headers: profileHeaders });
    await load({ url: `${portal.baseUrl}/api/config`, connections: CONNECTIONS, duration: SECONDS });

    console.log(`\n${engine} (load average ${loadAverage()})`);
    const helloForProfile = await floor({ duration: SECONDS });
    const profile = await load({
      url: `${portal.baseUrl}/api/profile`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: profileHeaders,
    });
    console.log(line('GET /api/profile', profile, helloForProfile, TARGETS[engine]));
    const helloForConfig = await floor({ duration: SECONDS });
    const config = await load({ url: `${portal.baseUrl}/api/config`, connections: CONNECTIONS, duration: SECONDS });
    console.log(line('GET /api/config', config, helloForConfig));
    const bodies = await submissionBodies(portal.baseUrl, BURST);
    const helloForBurst = await floor({ amount: BURST });
    const burst = await load({
      url: `${portal.baseUrl}/api/monday/create-item`,
      connections: CONNECTIONS,
      amount: BURST,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      bodies,
    });
    console.log(line(`POST create-item ×${BURST}`, burst, helloForBurst));
  } finally {
    hello.kill('SIGTERM');
    await portal.stop();
    await scratch?.drop();
  }
}

async function main(): Promise<void> {
  console.log(`API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per sustained run; load average at start ${loadAverage()}`);
  buildPortal({ web: false });
  await benchEngine('pglite', 0);
  if (await postgresAvailable()) await benchEngine('postgres', 10);
  else console.log('\npostgres: no server at BENCH_DATABASE_URL, skipped');
  console.log(`\nload average at end: ${loadAverage()}`);
}

runBench(main);
