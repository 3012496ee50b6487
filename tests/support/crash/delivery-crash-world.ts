import { randomBytes, createHash } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openAsBlob } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { LocalFileStorage } from '../../../adapters/file-storage/local.file-storage';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { openPgliteDatabase } from '../../../adapters/persistence/pglite.database';
import { openPostgresDatabase } from '../../../adapters/persistence/postgres.database';
import type { SftpHold, SftpTestServer } from '../delivery/sftp-test-server';
import { databaseUrl, ensurePgliteImage, ensurePostgresTemplate } from '../world/migrated-schema';
import type { Engine } from '../test-database';

const ROOT = path.resolve(__dirname, '../../..');

/** The moments of a delivery a kill -9 lands on, each as the SFTP request held unanswered while it dies. */
export const CRASH_PHASES = ['file half written', 'message written', 'manifest written', 'just after'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

/** Holds the request of `phase` in the batch of the release whose folder is `upc` (other releases pass). */
export function holdAt(phase: CrashPhase, upc: string, sftpRoot: string): SftpHold {
  const has = (remoteFolder: string) => existsSync(path.join(sftpRoot, remoteFolder, upc));
  const hidden = (batchFolder: string) => path.posix.join(path.posix.dirname(batchFolder), `.${path.posix.basename(batchFolder)}.part`);
  return ({ op, path: remote, offset }) => {
    if (phase === 'file half written')
      return op === 'WRITE' && remote.includes(`/${upc}/resources/`) && remote.endsWith('.wav') && (offset ?? 0) > 0 ? 'before' : null;
    if (phase === 'message written')
      return op === 'OPEN' && path.posix.basename(remote).startsWith('BatchComplete_') && has(path.posix.dirname(remote)) ? 'before' : null;
    if (phase === 'manifest written') return op === 'RENAME' && has(hidden(remote)) ? 'before' : null;
    return op === 'RENAME' && has(remote) ? 'after' : null;
  };
}

/** A database the child processes open in turn (PGlite: a data folder; PostgreSQL: a database of its own). */
export interface CrashDatabase {
  env: Record<string, string>;
  /** Opens it in this process (PGlite: only while no child holds it). */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

export async function crashDatabase(engine: Engine): Promise<CrashDatabase> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'crash-delivery-pglite-'));
    const settings = ['shared_buffers = 16MB'];
    const seeded = await openPgliteDatabase(dir, { image: await openAsBlob(await ensurePgliteImage()), settings });
    await seeded.close();
    return { env: { CRASH_PGLITE_DIR: dir }, open: () => openPgliteDatabase(dir, { settings }), drop: async () => undefined };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_crash_delivery_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await ensurePostgresTemplate(adminUrl)}`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  return {
    env: { CRASH_DATABASE_URL: url },
    open: () => openPostgresDatabase(url, 2, () => undefined),
    async drop() {
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export const newCrashStorage = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crash-delivery-files-'));
  return { dir, storage: new LocalFileStorage(dir, 'test-signing-secret') };
};

/** Replaces a stored file with `bytes` (and its upload row's size and hash): big enough to be caught half written. */
export async function replaceStoredAudio(
  db: DatabaseHandle,
  storage: LocalFileStorage,
  storageKey: string,
  bytes: Buffer,
): Promise<string> {
  await storage.put(storageKey, bytes, { contentType: 'audio/wav', maxBytes: bytes.length });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db.query('UPDATE uploads SET size = $1, sha256 = $2 WHERE storage_key = $3', [bytes.length, sha256, storageKey]);
  return sha256;
}

/** Runs the delivery child on `submissions`; with `hold`, kills it with SIGKILL once the held request arrives. */
export async function runDeliveryChild(
  server: SftpTestServer,
  env: Record<string, string>,
  submissions: string[],
  hold: SftpHold | null,
): Promise<{ code: number | null; killed: boolean; output: string }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['-r', path.join(__dirname, 'swc-register.cjs'), path.join(__dirname, 'deliver-release.child.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, CRASH_SFTP_PORT: String(server.port), CRASH_SUBMISSIONS: submissions.join(',') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let killed = false;
  server.hold = hold;
  server.onHeld = () => {
    killed = true;
    child.kill('SIGKILL');
  };
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  server.hold = null;
  server.onHeld = null;
  return { code, killed, output };
}
