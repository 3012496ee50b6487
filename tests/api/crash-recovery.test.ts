import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { LocalFileStorage } from '../../adapters/file-storage/local.file-storage';
import { openDatabase } from '../../adapters/persistence/open-database';
import { DrizzleUploadRepository } from '../../adapters/persistence/repositories/drizzle.upload.repository';
import { CleanupOrphanUploadsUseCase } from '../../application/use-cases/uploads/cleanup-orphan-uploads.use-case';
import { PortalProcess } from '../support/crash/portal-process';
import { wavHeader } from '../support/media/wav-builder';
import { aSubmission } from '../support/builders/submission.builder';
import { withUploadedAudio } from './public-flow/test-audio';
import { freePort } from '../support/free-port';

// Above the server project's 300 s: twelve starts of a real portal process (up to 180 s each) around ten kills.
jest.setTimeout(600_000);

// The real API in a child process on PGlite, killed with SIGKILL at random moments while artists submit (with
// Idempotency-Keys) and upload. Afterwards every retried submission lands exactly once, and the clean-up
// leaves no staging file behind.
const KILLS = 10;
const SUBMISSIONS = 12;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crash-portal-'));
const header = wavHeader({ bits: 16, rate: 44100, channels: 2, frames: 44100 * 600 });

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function submissionBody(i: number, formSession: string) {
  const body = aSubmission({ form: { releaseDate: isoIn(120), fullReleaseDate: isoIn(120), releaseTitle: `Crash Release ${i}` } });
  return { ...body, itemName: `Nova Lane - Crash Release ${i}`, formSession };
}

interface Answer {
  status: number;
  submissionId?: string;
}

async function submit(portal: PortalProcess, key: string, body: object): Promise<Answer> {
  const res = await fetch(`${portal.url}/api/monday/create-item`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { data?: { submissionId?: string } };
  return { status: res.status, submissionId: json.data?.submissionId };
}

/** A standard upload that trickles its bytes until the process dies, so a staging file is half-written at the kill. */
function trickleUpload(portal: PortalProcess, session: string): Promise<void> {
  const boundary = `crash${randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return new Promise((resolve) => {
    const req = http.request(`${portal.url}/api/upload/google-drive`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked' },
    });
    req.on('error', () => resolve());
    req.on('response', (res) => res.resume().on('end', resolve));
    req.write(field('artistName', 'Crash Artist') + field('fileType', 'audio') + field('sessionId', session));
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="take.wav"\r\nContent-Type: audio/wav\r\n\r\n`);
    req.write(header);
    const timer = setInterval(() => {
      if (req.destroyed) return clearInterval(timer);
      req.write(Buffer.alloc(64 * 1024));
    }, 10);
    req.on('close', () => clearInterval(timer));
  });
}

function stagingFiles(): string[] {
  const staging = path.join(dataDir, 'files', 'staging');
  return existsSync(staging) ? readdirSync(staging) : [];
}

it(`every submission retried with its Idempotency-Key lands exactly once after ${KILLS} kill -9, and no staging file survives the clean-up`, async () => {
  const started = Date.now();
  const portal = new PortalProcess(await freePort(), {
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    WORKER_ENABLED: 'false',
    RATE_LIMIT_SUBMISSIONS: '100000',
    RATE_LIMIT_FORM_SESSIONS: '100000',
    RATE_LIMIT_UPLOADS: '100000',
    UPLOAD_QUOTA_SESSION_FILES: '100000',
    UPLOAD_QUOTA_ADDRESS_FILES: '100000',
    UPLOAD_QUOTA_SESSION_MB: '10000000',
    UPLOAD_QUOTA_ADDRESS_MB: '10000000',
  });
  await portal.start(180_000);
  const sessions: string[] = [];
  for (let i = 0; i < SUBMISSIONS; i += 1) {
    const res = await fetch(`${portal.url}/api/form-sessions`, { method: 'POST' });
    sessions.push(((await res.json()) as { formSession: string }).formSession);
  }
  await new Promise((resolve) => setTimeout(resolve, 3_100));
  const keys = sessions.map((_, i) => `crash-${randomBytes(6).toString('hex')}-${i}`);
  // Each submission carries a WAV uploaded in its own form session, as the one validator requires.
  const bodies = await Promise.all(sessions.map((s, i) => withUploadedAudio(portal.url, submissionBody(i, s), s)));
  const acknowledged = new Map<number, string>();

  for (let kill = 0; kill < KILLS; kill += 1) {
    if (kill > 0) await portal.start(180_000);
    // Kill once the server is demonstrably busy: a response has come back or an upload is being written.
    const stagedBefore = stagingFiles().length;
    let busy: () => void = () => undefined;
    const serverBusy = new Promise<void>((resolve) => (busy = resolve));
    const inFlight = [
      ...bodies.map((body, i) =>
        submit(portal, keys[i], body).then(
          (answer) => {
            busy();
            if (answer.status === 200 && answer.submissionId) acknowledged.set(i, answer.submissionId);
          },
          () => undefined,
        ),
      ),
      ...Array.from({ length: 2 }, () => trickleUpload(portal, sessions[0])),
    ];
    const writing = setInterval(() => {
      if (stagingFiles().length > stagedBefore) busy();
    }, 20);
    await Promise.race([serverBusy, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    clearInterval(writing);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 1_500));
    await portal.kill();
    await Promise.all(inFlight);
  }

  await portal.start(180_000);
  const finals: Answer[] = [];
  for (let i = 0; i < SUBMISSIONS; i += 1) {
    let answer = await submit(portal, keys[i], bodies[i]);
    for (let retry = 0; retry < 5 && answer.status === 409; retry += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      answer = await submit(portal, keys[i], bodies[i]);
    }
    finals.push(answer);
  }
  await portal.stop();

  expect(finals.map((a) => a.status)).toEqual(finals.map(() => 200));
  for (const [i, id] of acknowledged) expect(finals[i].submissionId).toBe(id);

  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.query<{ title: string; n: number }>(
      'SELECT release_title AS title, count(*)::int AS n FROM submissions GROUP BY release_title',
    );
    const perTitle = Object.fromEntries(rows.map((r) => [r.title, r.n]));
    for (let i = 0; i < SUBMISSIONS; i += 1) expect(perTitle[`Crash Release ${i}`]).toBe(1);

    const storage = new LocalFileStorage(path.join(dataDir, 'files'), 'unused-signing-secret');
    const dayLater = { now: () => new Date(Date.now() + 25 * 3_600_000) };
    console.log(`crash test: ${stagingFiles().length} staging files before the clean-up`);
    await new CleanupOrphanUploadsUseCase({ storage, uploads: new DrizzleUploadRepository(database.db), clock: dayLater }).execute();
    expect(stagingFiles()).toEqual([]);
  } finally {
    await database.close();
  }
  console.log(
    `crash test: ${KILLS} kills, ${acknowledged.size} of ${SUBMISSIONS} acknowledged before a kill, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});
