import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useTestApp } from '../../../support/use-test-app';
import { buildWav } from '../../../support/media/wav-builder';

const TUS = '/api/uploads/tus';
const FILES_PER_SESSION = 3;
const wav = buildWav({ bits: 16, rate: 44100, channels: 2, frames: 44100 });
const b64 = (value: string) => Buffer.from(value).toString('base64');
const metadata = `filename ${b64('take.wav')},filetype ${b64('audio/wav')},fileType ${b64('audio')},artistName ${b64('Quota Artist')}`;

let session: string;

const create = () =>
  request(app().http)
    .post(TUS)
    .set('Tus-Resumable', '1.0.0')
    .set('Upload-Length', String(wav.length))
    .set('Upload-Metadata', metadata)
    .set('X-Form-Session', session);

const pendingRows = async () =>
  (await app().database.query<{ n: number }>(`SELECT count(*)::int AS n FROM uploads WHERE status = 'pending'`))[0].n;

const app = useTestApp({ env: { UPLOAD_QUOTA_SESSION_FILES: String(FILES_PER_SESSION) } });
beforeAll(async () => {
  session = await app().infrastructure.formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt: new Date() });
});

// The resumable path reserves against the same upload quota as the standard and direct paths, before any byte.
describe('tus uploads under the upload quota', () => {
  it('12 parallel creations on one form session: the quota is granted, the rest answer 429, and no row exists past it', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => create()));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(FILES_PER_SESSION);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - FILES_PER_SESSION);
    const refused = answers.find((a) => a.status === 429)!;
    expect(JSON.parse(refused.text)).toEqual({ success: false, error: expect.stringMatching(/try again/i) });
    expect(await pendingRows()).toBe(FILES_PER_SESSION);
  });

  it('terminating an upload gives its place back', async () => {
    const refusedFirst = await create();
    expect(refusedFirst.status).toBe(429);
    const created = await app().database.query<{ id: string }>(`SELECT id FROM uploads WHERE status = 'pending' LIMIT 1`);
    await request(app().http).delete(`${TUS}/${created[0].id}`).set('Tus-Resumable', '1.0.0').set('X-Form-Session', session).expect(204);
    await create().expect(201);
    expect(await pendingRows()).toBe(FILES_PER_SESSION);
  });
});
