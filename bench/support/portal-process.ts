import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DEMO_ARTIST = { artistId: 'DEMO-ARTIST', invitationCode: 'DEMOCODE2030' };

export interface PortalProcess {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, '../..');

/** Builds what a production start runs: the web app (precompressed) and the server, compiled by tsc. */
export function buildPortal(options: { web: boolean }): void {
  const run = (args: string[]) => execFileSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (options.web)
    run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.mts', '--logLevel', 'warn']);
  // tsc never deletes the output of a removed source, and a stale `x.js` shadows a new `x/index.js`.
  rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });
  run([require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json']);
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the portal did not start within 120 s');
}

type PortalOptions = { port: number; databaseUrl?: string; dataDir?: string; env?: Record<string, string> };

function spawnPortal(options: PortalOptions, dataDir: string, baseUrl: string, mode: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['dist/server/api/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      SESSION_COOKIE_SECURE: 'false',
      LOG_LEVEL: 'error',
      WORKER_ENABLED: 'false',
      ...mode,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The portal as production runs it (dist/server/api/main.js) on a loopback port, with the demo accounts seeded,
 * on a PGlite folder (a fresh one unless `dataDir` is given) or, with `databaseUrl`, on a PostgreSQL database.
 * Production refuses to seed the demo accounts, so a development start on the same data seeds them first.
 */
export async function startPortalProcess(options: PortalOptions): Promise<PortalProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'bench-portal-'));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const seeding = spawnPortal(options, dataDir, baseUrl, { NODE_ENV: 'development', SEED_DEMO_DATA: 'true' });
  await waitForHealth(baseUrl, seeding);
  await stopChild(seeding);
  const child = spawnPortal(options, dataDir, baseUrl, { NODE_ENV: 'production', SEED_DEMO_DATA: 'false' });
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    pid: child.pid ?? 0,
    async stop() {
      await stopChild(child);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the demo artist in and returns the session cookie (name=value) the API set; `origin` is the site's public one. */
export async function demoArtistCookie(baseUrl: string, origin = baseUrl): Promise<{ name: string; value: string }> {
  const res = await fetch(`${baseUrl}/api/auth/artist/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(DEMO_ARTIST),
  });
  const setCookie = res.headers.get('set-cookie');
  if (!res.ok || !setCookie) throw new Error(`demo artist sign-in failed: ${res.status} ${await res.text()}`);
  const [name, value] = setCookie.split(';')[0].split('=');
  return { name, value };
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
