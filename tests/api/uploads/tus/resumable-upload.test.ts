import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { EXPIRE_RESUMABLE_JOB } from '../../../../api/uploads/uploads.module';
import { withBinaryBody } from '../../../support/binary-response';
import { useTestApp } from '../../../support/use-test-app';
import { buildWav, wavHeader } from '../../../support/media/wav-builder';
import { eventually } from '../../../support/eventually';

const TUS = '/api/uploads/tus';
const MB = 1024 * 1024;
let now = new Date();
let session: string;
let otherSession: string;
let root: string;
let port: number;

const wav = buildWav({ bits: 16, rate: 44100, channels: 2, frames: 44100 * 3 });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const b64 = (value: string) => Buffer.from(value).toString('base64');

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)));
}

/** What the tus staging folder holds for one upload (its bytes and its info file). */
const stagedFor = (location: string) => filesUnder(path.join(root, 'tus')).filter((f) => f.startsWith(location.split('/').pop()!));

function metadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');
}

function create(length: number, options: { token?: string; meta?: Record<string, string> } = {}) {
  const meta = { filename: 'Track One.wav', filetype: 'audio/wav', fileType: 'audio', artistName: 'Tus Artist', ...options.meta };
  const req = request(app().http)
    .post(TUS)
    .set('Tus-Resumable', '1.0.0')
    .set('Upload-Length', String(length))
    .set('Upload-Metadata', metadata(meta));
  return options.token === '' ? req : req.set('X-Form-Session', options.token ?? session);
}

async function created(length: number, meta?: Record<string, string>): Promise<string> {
  const res = await create(length, { meta }).expect(201);
  return res.headers.location as string;
}

function patch(location: string, offset: number, body: Buffer, token = session) {
  return request(app().http)
    .patch(location)
    .set('Tus-Resumable', '1.0.0')
    .set('Upload-Offset', String(offset))
    .set('Content-Type', 'application/offset+octet-stream')
    .set('X-Form-Session', token)
    .send(body);
}

const head = (location: string, token = session) =>
  request(app().http).head(location).set('Tus-Resumable', '1.0.0').set('X-Form-Session', token);

// Form sessions outlive the resumable-upload expiry here, so the expiry test sees the upload's 410, not the session's 403.
const app = useTestApp({ clock: { now: () => now }, env: { FORM_SESSION_TTL_HOURS: '72' } });
beforeAll(async () => {
  root = app().infrastructure.config.storage.localRoot;
  session = await app().infrastructure.formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt: now });
  otherSession = await app().infrastructure.formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt: now });
  const server = app().http.listening ? app().http : app().http.listen(0);
  port = (server.address() as AddressInfo).port;
});

describe('tus 1.0 at /api/uploads/tus', () => {
  it('OPTIONS names the version, the extensions and the 200 MB maximum', async () => {
    const res = await request(app().http).options(TUS).expect(204);
    expect(res.headers['tus-version']).toContain('1.0.0');
    expect(res.headers['tus-extension']).toEqual(expect.stringContaining('creation'));
    expect(res.headers['tus-extension']).toEqual(expect.stringContaining('termination'));
    expect(res.headers['tus-extension']).toEqual(expect.stringContaining('expiration'));
    expect(res.headers['tus-max-size']).toBe(String(200 * MB));
  });

  it('creates an upload for a form session; HEAD tells its offset and length, to its owner only', async () => {
    const res = await create(wav.length).expect(201);
    expect(res.headers.location).toMatch(new RegExp(`^${TUS}/[0-9a-f-]{36}$`));
    const found = await head(res.headers.location).expect(200);
    expect(found.headers['upload-offset']).toBe('0');
    expect(found.headers['upload-length']).toBe(String(wav.length));
    expect(found.headers['cache-control']).toBe('no-store');
    const stranger = await head(res.headers.location, otherSession).expect(403);
    expect(stranger.headers['upload-offset']).toBeUndefined();
  });

  it('refuses a creation without a form session (401) or for a file that is not a WAV (415), in the API error shape', async () => {
    const anonymous = await create(wav.length, { token: '' }).expect(401);
    expect(JSON.parse(anonymous.text)).toEqual({ success: false, error: expect.stringContaining('form session') });
    const mp3 = await create(wav.length, { meta: { filename: 'song.mp3', filetype: 'audio/mpeg' } }).expect(415);
    expect(JSON.parse(mp3.text).success).toBe(false);
  });

  it('takes the file in two PATCHes, answers 409 to a wrong offset, and stores it with its quality report and SHA-256', async () => {
    const location = await created(wav.length);
    const half = Math.floor(wav.length / 2);
    const first = await patch(location, 0, wav.subarray(0, half)).expect(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    await patch(location, 0, wav.subarray(0, half)).expect(409);
    expect((await head(location).expect(200)).headers['upload-offset']).toBe(String(half));
    const last = await patch(location, half, wav.subarray(half)).expect(200);
    const result = JSON.parse(last.text);
    const fileId = location.split('/').pop()!;
    expect(result).toMatchObject({
      success: true,
      fileId,
      fileName: 'Track One.wav',
      folderType: 'audio',
      artistName: 'Tus Artist',
      size: wav.length,
    });
    expect(result.quality.facts).toMatchObject({ bitDepth: 16, sampleRate: 44100, channels: 2, durationSeconds: 3 });
    const record = await app().infrastructure.uploads.findById(fileId);
    expect(record).toMatchObject({ status: 'stored', storageKey: `artists/tus-artist/audio/${fileId}.wav`, sha256: sha256(wav) });
    expect(stagedFor(location)).toEqual([]);
    const served = await withBinaryBody(request(app().http).get(`/api/files/${fileId}`).set('X-Form-Session', session));
    expect(sha256(served.body as Buffer)).toBe(sha256(wav));
  });

  it('resumes after a cut connection from the offset the server holds, and still records the right SHA-256', async () => {
    const frames = 44100 * 30;
    const big = Buffer.concat([wavHeader({ bits: 16, rate: 44100, channels: 2, frames }), randomBytes(frames * 4)]);
    const location = await created(big.length);
    await new Promise<void>((resolve) => {
      const req = http.request({
        port,
        method: 'PATCH',
        path: location,
        headers: {
          'Tus-Resumable': '1.0.0',
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(big.length),
          'X-Form-Session': session,
        },
      });
      req.on('error', () => resolve());
      req.write(big.subarray(0, 2 * MB), () =>
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 300),
      );
    });
    let offset = 0;
    await eventually(async () => {
      offset = Number((await head(location).expect(200)).headers['upload-offset']);
      return offset > 0;
    });
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(big.length);
    const done = await patch(location, offset, big.subarray(offset)).expect(200);
    const fileId = JSON.parse(done.text).fileId as string;
    expect((await app().infrastructure.uploads.findById(fileId))?.sha256).toBe(sha256(big));
  });

  it('warns (never refuses) when the same audio was already uploaded in this form session', async () => {
    const wav = buildWav({ bits: 16, rate: 44100, channels: 2, frames: 44100 * 2 });
    const first = await created(wav.length, { filename: 'Original.wav' });
    await patch(first, 0, wav).expect(200);
    const second = await created(wav.length, { filename: 'Copy.wav' });
    const res = await patch(second, 0, wav).expect(200);
    expect(JSON.parse(res.text).quality.warnings).toContain("The same audio as 'Original.wav', already uploaded for another track");
    const other = await request(app().http)
      .post(TUS)
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Length', String(wav.length))
      .set('Upload-Metadata', metadata({ filename: 'Mine.wav', filetype: 'audio/wav', fileType: 'audio', artistName: 'Someone Else' }))
      .set('X-Form-Session', otherSession)
      .expect(201);
    const elsewhere = await patch(other.headers.location, 0, wav, otherSession).expect(200);
    expect(JSON.parse(elsewhere.text).quality.warnings.join(' ')).not.toContain('The same audio');
  });

  it('refuses content that is not a WAV when the last byte arrives (415) and keeps nothing', async () => {
    const junk = Buffer.alloc(64 * 1024, 7);
    const location = await created(junk.length);
    const before = filesUnder(root);
    const res = await patch(location, 0, junk).expect(415);
    expect(JSON.parse(res.text).success).toBe(false);
    expect(await app().infrastructure.uploads.findById(location.split('/').pop()!)).toBeNull();
    expect(filesUnder(root).filter((f) => !before.includes(f))).toEqual([]);
  });

  it('terminates an upload: DELETE removes its bytes and its record', async () => {
    const location = await created(wav.length);
    await patch(location, 0, wav.subarray(0, 1000)).expect(204);
    await request(app().http).delete(location).set('Tus-Resumable', '1.0.0').set('X-Form-Session', otherSession).expect(403);
    await request(app().http).delete(location).set('Tus-Resumable', '1.0.0').set('X-Form-Session', session).expect(204);
    await head(location).expect(404);
    expect(await app().infrastructure.uploads.findById(location.split('/').pop()!)).toBeNull();
    expect(stagedFor(location)).toEqual([]);
  });

  it('refuses 200 MB + 1 byte at creation with 413 and stores nothing', async () => {
    const before = filesUnder(root);
    const res = await create(200 * MB + 1).expect(413);
    expect(JSON.parse(res.text)).toEqual({ success: false, error: 'File size exceeds 200MB limit' });
    expect(filesUnder(root)).toEqual(before);
  });

  it('counts PATCH bytes: a body past the declared length is refused with 413 and nothing past it is stored', async () => {
    const location = await created(1000);
    const res = await patch(location, 0, Buffer.concat([wav.subarray(0, 1000), Buffer.alloc(5000)]));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({
      success: false,
      error: 'More bytes were sent than the Upload-Length declared when the upload started',
    });
    expect(statSync(path.join(root, 'tus', location.split('/').pop()!)).size).toBe(0);
  });

  it('expires unfinished uploads: 410 after the expiry, and the job worker deletes their bytes and records', async () => {
    const location = await created(wav.length);
    await patch(location, 0, wav.subarray(0, 4096)).expect(204);
    const id = location.split('/').pop()!;
    expect(stagedFor(location)).toContain(id);
    now = new Date(now.getTime() + 25 * 3600_000);
    const gone = await head(location).expect(410);
    expect(gone.headers['upload-offset']).toBeUndefined();
    await patch(location, 4096, wav.subarray(4096)).expect(410);
    await app().infrastructure.jobs.queue.enqueue({ kind: EXPIRE_RESUMABLE_JOB, payload: {} });
    await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    expect(await app().infrastructure.uploads.findById(id)).toBeNull();
    expect(stagedFor(location)).toEqual([]);
  });
});
