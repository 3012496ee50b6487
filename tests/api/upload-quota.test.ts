import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { ManualClock } from '../support/identity-fixtures';
import { buildWav } from '../support/media/wav-builder';
import { useTestApp } from '../support/use-test-app';

// Quotas are reserved in the database before any byte is stored, so parallel uploads cannot overshoot them.
const MB = 1024 * 1024;
const clock = new ManualClock(new Date());
let root: string;
const smallWav = buildWav({ bits: 16, rate: 44100, channels: 2, frames: 44100 });

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)));
}

const newSession = (startedAt = clock.now()) =>
  app().infrastructure.formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt });

function standard(ip: string, sessionId: string) {
  return request(app().http)
    .post('/api/upload/google-drive')
    .set('X-Forwarded-For', ip)
    .field('artistName', 'Quota Artist')
    .field('fileType', 'audio')
    .field('sessionId', sessionId)
    .attach('file', smallWav, { filename: 'take.wav', contentType: 'audio/wav' });
}

function directUrl(ip: string, sessionId: string, fileSize: number) {
  return request(app().http)
    .post('/api/cloud-storage/generate-upload-url')
    .set('X-Forwarded-For', ip)
    .send({ fileName: 'take.wav', fileSize, contentType: 'audio/wav', artistName: 'Quota Artist', fileType: 'audio', sessionId });
}

async function rowsOf(sessionId: string): Promise<number> {
  const session = await app().infrastructure.formSessions.verify(sessionId);
  const [row] = await app().database.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads WHERE session_id = $1', [
    session?.sessionId,
  ]);
  return row.n;
}

const app = useTestApp({
  clock,
  env: {
    TRUST_PROXY_HOPS: '1',
    UPLOAD_QUOTA_SESSION_FILES: '10',
    UPLOAD_QUOTA_SESSION_MB: '3',
    UPLOAD_QUOTA_ADDRESS_FILES: '25',
    UPLOAD_QUOTA_ADDRESS_MB: '1000',
    RATE_LIMIT_UPLOADS: '1000',
    FORM_SESSION_TTL_HOURS: '24',
  },
});
beforeAll(async () => {
  root = app().infrastructure.config.storage.localRoot;
});

describe('upload quotas', () => {
  it('40 simultaneous uploads on one session: 10 stored, the rest 429 with Retry-After, nothing stored beyond', async () => {
    const session = await newSession();
    const before = filesUnder(root).length;
    const answers = await Promise.all(Array.from({ length: 40 }, () => standard('198.51.100.1', session)));
    const stored = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(stored.length).toBe(10);
    expect(refused.length).toBe(30);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.body).toEqual({ success: false, error: expect.stringMatching(/upload limit/i) });
    }
    expect(filesUnder(root).length - before).toBe(10);
    expect(await rowsOf(session)).toBe(10);
  });

  it('counts pending direct uploads too: 40 simultaneous URLs on one session give 10', async () => {
    const session = await newSession();
    const answers = await Promise.all(Array.from({ length: 40 }, () => directUrl('198.51.100.2', session, 1000)));
    expect(answers.filter((a) => a.status === 200).length).toBe(10);
    expect(answers.filter((a) => a.status === 429).length).toBe(30);
    expect(await rowsOf(session)).toBe(10);
  });

  it('counts bytes: a session past its megabytes is refused before anything is written', async () => {
    const session = await newSession();
    await directUrl('198.51.100.3', session, 2 * MB).expect(200);
    const over = await directUrl('198.51.100.3', session, 2 * MB);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    await directUrl('198.51.100.3', session, MB / 2).expect(200);
  });

  it('limits one address across many sessions', async () => {
    const sessions = await Promise.all([newSession(), newSession(), newSession()]);
    const answers = await Promise.all(sessions.flatMap((s) => Array.from({ length: 10 }, () => directUrl('198.51.100.4', s, 1000))));
    expect(answers.filter((a) => a.status === 200).length).toBe(25);
    expect(answers.filter((a) => a.status === 429).length).toBe(5);
  });

  it('gives a refused upload its quota back', async () => {
    const session = await newSession();
    const junk = await request(app().http)
      .post('/api/upload/google-drive')
      .set('X-Forwarded-For', '198.51.100.5')
      .field('fileType', 'audio')
      .field('sessionId', session)
      .attach('file', Buffer.from('not a wav at all'), { filename: 'junk.wav', contentType: 'audio/wav' });
    expect(junk.status).toBe(415);
    const answers = await Promise.all(Array.from({ length: 10 }, () => directUrl('198.51.100.5', session, 1000)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });
});

describe('form sessions expire', () => {
  it('refuses uploads on a form session older than FORM_SESSION_TTL_HOURS', async () => {
    const old = await newSession(new Date(clock.now().getTime() - 25 * 3600_000));
    const res = await standard('198.51.100.6', old);
    expect(res.status).toBe(401);
    expect((await directUrl('198.51.100.6', old, 1000)).status).toBe(401);
  });
});

describe('upload rate limit', () => {
  const limited = useTestApp({ env: { RATE_LIMIT_UPLOADS: '3' } });

  it('answers 429 with Retry-After past RATE_LIMIT_UPLOADS per address', async () => {
    const session = await limited().infrastructure.formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt: new Date() });
    const body = { fileName: 'a.wav', fileSize: 1000, contentType: 'audio/wav', artistName: 'A', fileType: 'audio', sessionId: session };
    for (let i = 0; i < 3; i += 1) await request(limited().http).post('/api/cloud-storage/generate-upload-url').send(body).expect(200);
    const fourth = await request(limited().http).post('/api/cloud-storage/generate-upload-url').send(body);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });
});
