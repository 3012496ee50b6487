import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { CLEANUP_JOB } from '../../application/use-cases/uploads/cleanup-orphan-uploads.use-case';
import { useTestApp } from '../support/use-test-app';
import { TEST_STAFF_TOKEN } from '../support/test-config';
import { buildWav, writeSilentWav } from '../support/media/wav-builder';
import { askForUploadUrl } from '../support/upload-url';

const MB = 1024 * 1024;
const dir = mkdtempSync(path.join(os.tmpdir(), 'uploads-api-'));
let now = new Date();
let session: string;
let otherSession: string;
let root: string;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)));
}

const smallWav = buildWav({ bits: 16, rate: 44100, channels: 2, frames: 44100 });

function standard(file: Buffer | string, fileName: string, fields: Record<string, string> = {}) {
  const req = request(app().http).post('/api/upload/google-drive');
  const all = { artistName: 'Test Artist', fileType: 'audio', trackTitle: 'Song', releaseTitle: 'EP', sessionId: session, ...fields };
  for (const [name, value] of Object.entries(all)) req.field(name, value);
  return req.attach('file', file, { filename: fileName, contentType: fileName.endsWith('.jpg') ? 'image/jpeg' : 'audio/wav' });
}

const app = useTestApp({ clock: { now: () => now } });
beforeAll(async () => {
  root = app().infrastructure.config.storage.localRoot;
  session = await app().infrastructure.formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt: now });
  otherSession = await app().infrastructure.formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt: now });
});

describe('POST /api/upload/google-drive (standard upload)', () => {
  it('stores a WAV in the artist audio folder with its quality report', async () => {
    const res = await standard(smallWav, 'My Song.wav').expect(200);
    expect(res.body).toMatchObject({
      success: true,
      fileName: 'My Song.wav',
      folderType: 'audio',
      fileType: 'audio',
      artistName: 'Test Artist',
      bucketName: 'local',
    });
    expect(res.body.folderStructure.audio.id).toBe('artists/test-artist/audio');
    expect(res.body.quality.facts).toMatchObject({ bitDepth: 16, sampleRate: 44100, channels: 2, durationSeconds: 1 });
    expect(res.body.url).toBe(`/api/files/${res.body.fileId}`);
    expect(filesUnder(root)).toContain(path.join('artists', 'test-artist', 'audio', `${res.body.fileId}.wav`));
  });

  it.each([{ size: '200 MB + 1 byte', fileName: 'big.wav', bytes: 200 * MB + 1 }])(
    'refuses a WAV of $size with 413 and the size message, and leaves nothing in storage',
    async ({ fileName, bytes }) => {
      const file = path.join(dir, fileName);
      await writeSilentWav(file, bytes);
      const before = filesUnder(root);
      const res = await standard(file, fileName);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, error: 'File size exceeds 200MB limit' });
      expect(filesUnder(root)).toEqual(before);
    },
  );

  it('refuses a chunked upload with no Content-Length as soon as it passes the limit', async () => {
    const jpeg = path.join(dir, 'seed.jpg');
    execFileSync('convert', ['-size', '64x64', 'xc:blue', jpeg]);
    const head = readFileSync(jpeg).subarray(0, -2);
    const before = filesUnder(root);
    const server = app().http.listening ? app().http : app().http.listen(0);
    const { port } = server.address() as AddressInfo;
    const boundary = 'x-boundary-123';
    const status = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      const req = http.request({
        port,
        method: 'POST',
        path: '/api/upload/google-drive',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked' },
      });
      let sent = 0;
      let done = false;
      req.on('response', (res) => {
        done = true;
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
      });
      req.on('error', (e) => (done ? undefined : reject(e)));
      const fields = ['artistName', 'Chunky', 'fileType', 'artwork', 'sessionId', session];
      let preamble = '';
      for (let i = 0; i < fields.length; i += 2)
        preamble += `--${boundary}\r\nContent-Disposition: form-data; name="${fields[i]}"\r\n\r\n${fields[i + 1]}\r\n`;
      preamble += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
      req.write(preamble);
      req.write(head);
      const zeros = Buffer.alloc(256 * 1024);
      const pump = () => {
        while (!done && sent < 60 * MB) {
          sent += zeros.length;
          if (!req.write(zeros)) return void req.once('drain', pump);
        }
        if (!done) req.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    expect(status.status).toBe(413);
    expect(JSON.parse(status.body)).toEqual({ success: false, error: 'File size exceeds 25MB limit' });
    expect(status.sent).toBeLessThan(60 * MB);
    expect(filesUnder(root)).toEqual(before);
  });

  it('refuses a JPEG renamed .wav with the spec message', async () => {
    const jpeg = path.join(dir, 'photo.jpg');
    execFileSync('convert', ['-size', '32x32', 'xc:red', jpeg]);
    const res = await standard(readFileSync(jpeg), 'song.wav').set('User-Agent', 'Mozilla/5.0 Firefox/120.0');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('Invalid file type. Expected: WAV file. Got: image/jpeg (Browser: Firefox)');
  });

  it('refuses RIFF....WAVE followed by junk', async () => {
    const junk = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 1, 0]), Buffer.from('WAVE'), Buffer.alloc(65536, 0xee)]);
    const res = await standard(junk, 'junk.wav');
    expect(res.status).toBe(415);
    expect(res.body.error).toMatch(/^Invalid WAV file/);
  });

  it.each([['../../x.wav'], ['a.wav%00.php'], [`${'n'.repeat(300)}.wav`]])(
    'stores %s only under the storage root with a sanitised display name',
    async (name) => {
      const outside = filesUnder(path.dirname(root)).filter((f) => !f.startsWith(path.basename(root)));
      const res = await standard(smallWav, name).expect(200);
      expect(res.body.fileName).not.toMatch(/[/\\]|%00|\0/);
      expect(res.body.fileName.length).toBeLessThanOrEqual(120);
      expect(filesUnder(path.dirname(root)).filter((f) => !f.startsWith(path.basename(root)))).toEqual(outside);
      expect(filesUnder(root).filter((f) => f.includes('x.wav') || f.includes('php') || f.includes('nnnn'))).toEqual([]);
    },
  );

  it('needs a genuine form session', async () => {
    const res = await standard(smallWav, 'a.wav', { sessionId: 'forged.1.abc' });
    expect(res.status).toBe(401);
  });
});

describe('direct upload (three calls)', () => {
  it('issues a signed URL, takes the PUT, and files the checked upload', async () => {
    const wav = buildWav({ bits: 24, rate: 96000, channels: 2, frames: 9600 });
    const ticket = await askForUploadUrl(app(), session, { fileName: 'Master.wav', fileSize: wav.length, artistName: 'Direct Artist' });
    expect(ticket.status).toBe(200);
    expect(ticket.body).toMatchObject({ success: true, bucketName: 'local' });
    await request(app().http).put(ticket.body.uploadUrl).set('Content-Type', 'audio/wav').send(wav).expect(200);
    // One PUT per URL: the checked bytes cannot be swapped afterwards.
    const again = await request(app().http).put(ticket.body.uploadUrl).set('Content-Type', 'audio/wav').send(wav);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('A file has already been uploaded to this URL');
    // The bytes were checked while the PUT streamed in: processing only moves the file, it does not read it again.
    const reads = jest.spyOn(app().infrastructure.fileStorage, 'read');
    const done = await request(app().http)
      .post('/api/cloud-storage/process-upload')
      .send({
        fileName: ticket.body.fileName,
        bucketName: 'local',
        artistName: 'Direct Artist',
        trackTitle: 'T',
        fileType: 'audio',
        releaseTitle: 'R',
        sessionId: session,
      })
      .expect(200);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    expect(done.body).toMatchObject({ success: true, folderType: 'audio', fileName: 'Master.wav' });
    expect(done.body.quality.facts).toMatchObject({ bitDepth: 24, sampleRate: 96000 });
    expect(filesUnder(root)).toContain(path.join('artists', 'direct-artist', 'audio', `${done.body.fileId}.wav`));
  });

  it('refuses a declared size over 200 MB, a PUT longer than declared, and junk at processing', async () => {
    const over = await askForUploadUrl(app(), session, { fileName: 'x.wav', fileSize: 200 * MB + 1, artistName: 'A' });
    expect(over.status).toBe(413);
    expect(over.body.error).toBe('File size exceeds 200MB limit');

    const ticket = await askForUploadUrl(app(), session, { fileName: 'x.wav', fileSize: 1000, artistName: 'A' }).expect(200);
    expect((await request(app().http).put(ticket.body.uploadUrl).set('Content-Type', 'audio/wav').send(Buffer.alloc(1001))).status).toBe(
      413,
    );
    expect(await app().infrastructure.fileStorage.stat(ticket.body.fileName)).toBeNull();
    await request(app().http).put(ticket.body.uploadUrl).set('Content-Type', 'audio/wav').send(Buffer.alloc(1000, 0x41)).expect(200);
    const processed = await request(app().http)
      .post('/api/cloud-storage/process-upload')
      .send({ fileName: ticket.body.fileName, artistName: 'A', fileType: 'audio', sessionId: session });
    expect(processed.status).toBe(415);
    expect(await app().infrastructure.fileStorage.stat(ticket.body.fileName)).toBeNull();
  });

  it('refuses processing from another form session', async () => {
    const ticket = await askForUploadUrl(app(), session, { fileName: 'y.wav', fileSize: smallWav.length, artistName: 'A' }).expect(200);
    await request(app().http).put(ticket.body.uploadUrl).set('Content-Type', 'audio/wav').send(smallWav).expect(200);
    const res = await request(app().http)
      .post('/api/cloud-storage/process-upload')
      .send({ fileName: ticket.body.fileName, artistName: 'A', fileType: 'audio', sessionId: otherSession });
    expect(res.status).toBe(404);
  });
});

describe('GET /api/files/:fileId', () => {
  let fileId: string;
  beforeAll(async () => {
    fileId = (await standard(smallWav, 'Preview.wav').expect(200)).body.fileId;
  });

  it('serves the owner with nosniff, a disposition and ranges', async () => {
    const whole = await request(app().http).get(`/api/files/${fileId}`).set('X-Form-Session', session).buffer(true).expect(200);
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['content-disposition']).toMatch(/^inline; filename="Preview.wav"/);
    expect(Number(whole.headers['content-length'])).toBe(smallWav.length);
    const download = await request(app().http)
      .get(`/api/files/${fileId}?download=1&session=${encodeURIComponent(session)}`)
      .expect(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const part = await request(app().http)
      .get(`/api/files/${fileId}`)
      .set('X-Form-Session', session)
      .set('Range', 'bytes=0-11')
      .buffer(true)
      .expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-11/${smallWav.length}`);
    expect(
      (
        await request(app().http)
          .get(`/api/files/${fileId}`)
          .set('X-Form-Session', session)
          .set('Range', `bytes=${smallWav.length + 5}-`)
      ).status,
    ).toBe(416);
  });

  it('serves staff, refuses other sessions and strangers', async () => {
    await request(app().http).get(`/api/files/${fileId}`).set('Authorization', `Bearer ${TEST_STAFF_TOKEN}`).expect(200);
    expect((await request(app().http).get(`/api/files/${fileId}`).set('X-Form-Session', otherSession)).status).toBe(403);
    expect((await request(app().http).get(`/api/files/${fileId}`)).status).toBe(403);
    expect((await request(app().http).get('/api/files/not-a-file')).status).toBe(404);
  });
});

describe('orphan cleanup job', () => {
  it('deletes uploads no submission referenced within 24 h', async () => {
    const res = await standard(smallWav, 'orphan.wav').expect(200);
    const record = await app().infrastructure.uploads.findById(res.body.fileId);
    expect(statSync(path.join(root, record!.storageKey)).isFile()).toBe(true);
    now = new Date(now.getTime() + 25 * 3600_000);
    await app().infrastructure.jobs.queue.enqueue({ kind: CLEANUP_JOB, payload: {} });
    await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    expect(await app().infrastructure.uploads.findById(res.body.fileId)).toBeNull();
    expect(filesUnder(root).filter((f) => f.includes(res.body.fileId))).toEqual([]);
  });
});
