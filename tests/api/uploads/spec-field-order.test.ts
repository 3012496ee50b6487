import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { FILE_MESSAGES } from '../../../domain/files/files.messages';
import { AUDIO_MAX_MB } from '../../../domain/files/audio-file';
import { UNCLAIMED_UPLOADS_PER_ADDRESS } from '../../../domain/files/upload-quota';
import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { aSubmission } from '../../support/builders/submission.builder';
import { usePublicFlowApp } from '../public-flow/public-flow-app';
import { shortWav } from '../public-flow/test-audio';

// The spec lists the standard upload's fields as file, artistName, fileType, trackTitle, releaseTitle, sessionId.
const app = usePublicFlowApp({ TRUST_PROXY_HOPS: '1', RATE_LIMIT_UPLOADS: '1000', RATE_LIMIT_SUBMISSIONS: '1000' });
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

/** The spec's order: the file first, the session last (or not at all when `sessionId` is undefined). */
function specOrder(ip: string, sessionId: string | undefined, headers: Record<string, string> = {}) {
  const req = request(app().http)
    .post('/api/upload/google-drive')
    .set('X-Forwarded-For', ip)
    .set(headers)
    .attach('file', shortWav(120), { filename: 'take.wav', contentType: 'audio/wav' })
    .field('artistName', 'Nova Lane')
    .field('fileType', 'audio')
    .field('trackTitle', 'Track')
    .field('releaseTitle', 'Night Drive');
  return sessionId === undefined ? req : req.field('sessionId', sessionId);
}

async function uploadRow(fileId: string) {
  const [row] = await app().database.query<{ session_id: string; artist_id: string | null; status: string }>(
    'SELECT session_id, artist_id, status FROM uploads WHERE id = $1',
    [fileId],
  );
  return row;
}

async function countWhere(sql: string, params: unknown[]): Promise<number> {
  const [row] = await app().database.query<{ n: number }>(sql, params);
  return row.n;
}

describe('standard upload with the spec field order', () => {
  it('anonymous, sessionId last: the file is stored for that form session and a submission using it is accepted', async () => {
    const { sessionId, formSession } = await app().formSession();
    const res = await specOrder(freshIp(), formSession).expect(200);
    expect(await uploadRow(res.body.fileId)).toEqual({ session_id: sessionId, artist_id: null, status: 'stored' });
    const quota = await countWhere('SELECT count(*)::int AS n FROM upload_quota_reservations WHERE id = $1 AND session_key = $2', [
      res.body.fileId,
      `session:${sessionId}`,
    ]);
    expect(quota).toBe(1);

    const body = aSubmission();
    const tracks = body.formData.tracks.map((track) => ({ ...track, fileId: res.body.fileId }));
    const sent = await request(app().http)
      .post('/api/monday/create-item')
      .send({ ...body, formData: { ...body.formData, tracks: tracks.slice(0, 1) }, formSession })
      .expect(200);
    expect(sent.body.success).toBe(true);
  });

  it('takes the form session as the X-Form-Session header, the file first and no sessionId field', async () => {
    const { sessionId, formSession } = await app().formSession();
    const res = await specOrder(freshIp(), undefined, { 'X-Form-Session': formSession }).expect(200);
    expect((await uploadRow(res.body.fileId)).session_id).toBe(sessionId);
  });

  it('signed in, sessionId last: filed under the form session so the draft submission finds it', async () => {
    const artist = await createArtist(app());
    const cookie = await signInArtist(app(), artist);
    const opened = await request(app().http).post('/api/drafts').set(asBrowser(cookie)).send({}).expect(200);
    const formSession = opened.body.formSession as string;
    const res = await specOrder(freshIp(), formSession, asBrowser(cookie)).expect(200);
    expect(await uploadRow(res.body.fileId)).toEqual({ session_id: opened.body.sessionId, artist_id: artist.id, status: 'stored' });

    const form = { ...aSubmission().formData, email: artist.email };
    await request(app().http)
      .put(`/api/drafts/${opened.body.data.id}`)
      .set(asBrowser(cookie))
      .send({
        baseRevision: 1,
        answers: { ...form, tracks: [{ ...form.tracks[0], fileId: res.body.fileId }] },
        wizard: { step: 3, extras: {} },
      })
      .expect(200);
    app().clock.advance(45_000);
    const sent = await request(app().http)
      .post(`/api/drafts/${opened.body.data.id}/submit`)
      .set(asBrowser(cookie))
      .send({ formSession })
      .expect(200);
    expect(sent.body.data.submissionId).toEqual(expect.any(String));
  });

  it('signed in without any session: the file stays on the artist’s account', async () => {
    const artist = await createArtist(app());
    const cookie = await signInArtist(app(), artist);
    const res = await specOrder(freshIp(), undefined, asBrowser(cookie)).expect(200);
    expect(await uploadRow(res.body.fileId)).toEqual({ session_id: `artist:${artist.id}`, artist_id: artist.id, status: 'stored' });
  });

  it('refuses an anonymous file whose session is missing or forged, keeps nothing, then refuses the flood before storing its body', async () => {
    const ip = freshIp();
    const before = await countWhere('SELECT count(*)::int AS n FROM uploads', []);
    const allowance = UNCLAIMED_UPLOADS_PER_ADDRESS.files;
    for (let i = 0; i < allowance; i += 1) {
      const refused = await specOrder(ip, i === 0 ? 'forged.session' : undefined).expect(401);
      expect(refused.body).toEqual({ success: false, error: UPLOAD_SERVER_MESSAGES.sessionRequired });
    }
    for (let i = 0; i < 3; i += 1) {
      const flood = await specOrder(ip, undefined).expect(429);
      expect(flood.body.error).toMatch(/without a form session/);
      expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await countWhere('SELECT count(*)::int AS n FROM uploads', [])).toBe(before);
    const charged = await countWhere('SELECT count(*)::int AS n FROM upload_quota_reservations WHERE session_key = $1', [
      `unclaimed:${ip}`,
    ]);
    expect(charged).toBe(allowance);
    const storage = app().infrastructure.fileStorage;
    const staged = await app().database.query<{ storage_key: string }>(
      "SELECT storage_key FROM uploads WHERE storage_key LIKE 'staging/%'",
    );
    for (const row of staged) await expect(storage.stat(row.storage_key)).resolves.toBeNull();

    // The address still uploads with its session known before the file: as the header, or as a field before it.
    const { formSession } = await app().formSession();
    await specOrder(ip, undefined, { 'X-Form-Session': formSession }).expect(200);
    await request(app().http)
      .post('/api/upload/google-drive')
      .set('X-Forwarded-For', ip)
      .field('sessionId', formSession)
      .attach('file', shortWav(120), { filename: 'take.wav', contentType: 'audio/wav' })
      .expect(200);
  });

  it('refuses a declared Content-Length over the limit with 413 before reading the body', async () => {
    const server = app().http as http.Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/upload/google-drive',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(250 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      // Only the first bytes are ever sent: the answer must come without the other 250 MB.
      req.write('--x\r\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ success: false, error: FILE_MESSAGES.fileTooLarge(AUDIO_MAX_MB) });
  });
});
