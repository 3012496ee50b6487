import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { EXPIRE_RESUMABLE_JOB } from '../../../api/uploads/uploads.module';
import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import { type FakeS3, startFakeS3 } from '../../fakes/s3.fake-server';
import { buildWav } from '../../support/media/wav-builder';
import { startTestApp, type TestApp } from '../../support/test-app';
import { useStartedApp } from '../../support/use-test-app';
import { askForUploadUrl } from '../../support/upload-url';

// S3 storage on a server that does NOT decode aws-chunked bodies (it stores them framed, as some S3-compatible
// servers do): every upload path must store exactly the bytes sent, a damaged object must be refused, and tus
// must leave nothing but the finished file in the bucket.
const TUS = '/api/uploads/tus';
const PREFIX = 'tus-staging/';
let now = new Date();
let fake: FakeS3;
let session: string;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const b64 = (value: string) => Buffer.from(value).toString('base64');
const wav = buildWav({ bits: 16, rate: 44100, channels: 2, frames: 44100 * 6 });

const app = useStartedApp<TestApp>(async () => {
  fake = await startFakeS3({ awsChunked: 'store-as-is' });
  return startTestApp({
    clock: { now: () => now },
    env: {
      STORAGE_ADAPTER: 's3',
      S3_BUCKET: fake.bucket,
      S3_ENDPOINT: fake.endpoint,
      S3_ACCESS_KEY_ID: fake.accessKeyId,
      S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_TUS_PREFIX: PREFIX,
      FORM_SESSION_TTL_HOURS: '72',
    },
  });
});
beforeAll(async () => {
  session = await app().infrastructure.formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt: now });
});
afterAll(() => fake.close());

const stored = async (fileId: string) => (await app().infrastructure.uploads.findById(fileId))!;

function standard(bytes: Buffer) {
  return request(app().http)
    .post('/api/upload/google-drive')
    .field('artistName', 'Raw Store')
    .field('fileType', 'audio')
    .field('trackTitle', 'Song')
    .field('releaseTitle', 'EP')
    .field('sessionId', session)
    .attach('file', bytes, { filename: 'take.wav', contentType: 'audio/wav' });
}

async function tusCreate(length: number): Promise<string> {
  const meta = { filename: 'Tus Take.wav', filetype: 'audio/wav', fileType: 'audio', artistName: 'Raw Store' };
  const res = await request(app().http)
    .post(TUS)
    .set('Tus-Resumable', '1.0.0')
    .set('X-Form-Session', session)
    .set('Upload-Length', String(length))
    .set(
      'Upload-Metadata',
      Object.entries(meta)
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(','),
    )
    .expect(201);
  return res.headers.location as string;
}

const tusPatch = (location: string, offset: number, body: Buffer) =>
  request(app().http)
    .patch(location)
    .set('Tus-Resumable', '1.0.0')
    .set('X-Form-Session', session)
    .set('Upload-Offset', String(offset))
    .set('Content-Type', 'application/offset+octet-stream')
    .send(body);

describe('S3 storage on a server that keeps aws-chunked framing', () => {
  it('standard upload: the stored object is the bytes sent, and the row has their SHA-256', async () => {
    const res = await standard(wav).expect(200);
    const row = await stored(res.body.fileId);
    expect(row.sha256).toBe(sha256(wav));
    expect((await fake.bytes(row.storageKey)).equals(wav)).toBe(true);
  });

  it('direct upload: the browser PUT to the bucket is stored as sent and its SHA-256 recorded', async () => {
    const ticket = await askForUploadUrl(app(), session, { fileName: 'Direct.wav', fileSize: wav.length, artistName: 'Raw Store' });
    expect(ticket.status).toBe(200);
    const put = await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: new Uint8Array(wav) });
    expect(put.status).toBe(200);
    const done = await request(app().http)
      .post('/api/cloud-storage/process-upload')
      .send({
        fileName: ticket.body.fileName,
        bucketName: fake.bucket,
        artistName: 'Raw Store',
        trackTitle: 'T',
        fileType: 'audio',
        releaseTitle: 'R',
        sessionId: session,
      })
      .expect(200);
    const row = await stored(done.body.fileId);
    expect(row.sha256).toBe(sha256(wav));
    expect((await fake.bytes(row.storageKey)).equals(wav)).toBe(true);
  });

  it('tus: a completed upload is stored as sent and leaves only the finished audio object in the bucket', async () => {
    const before = await fake.keys();
    const location = await tusCreate(wav.length);
    expect((await fake.keys(PREFIX)).length).toBeGreaterThan(0);
    await tusPatch(location, 0, wav.subarray(0, 300_000)).expect(204);
    const done = await tusPatch(location, 300_000, wav.subarray(300_000)).expect(200);
    const row = await stored(done.body.fileId);
    expect(row.sha256).toBe(sha256(wav));
    expect((await fake.bytes(row.storageKey)).equals(wav)).toBe(true);
    expect(await fake.keys()).toEqual([...before, row.storageKey].sort());
    expect(await fake.openMultipartUploads()).toBe(0);
  });

  /** A tus upload sent only its first 200 kB: its .info and its incomplete .part are in the bucket. */
  const unfinishedTusUpload = async () => {
    const location = await tusCreate(wav.length);
    await tusPatch(location, 0, wav.subarray(0, 200_000)).expect(204);
    expect(await fake.keys(PREFIX)).toEqual(expect.arrayContaining([expect.stringMatching(/\.info$/), expect.stringMatching(/\.part$/)]));
    return location;
  };
  /** The bucket holds what it held before, and no multipart upload is left open. */
  const expectBucketAsBefore = async (before: string[]) => {
    expect(await fake.keys()).toEqual(before);
    expect(await fake.openMultipartUploads()).toBe(0);
  };

  it('tus: a cancelled upload (DELETE → 204) leaves nothing in the bucket, its incomplete part included', async () => {
    const before = await fake.keys();
    const location = await unfinishedTusUpload();
    await request(app().http).delete(location).set('Tus-Resumable', '1.0.0').set('X-Form-Session', session).expect(204);
    await expectBucketAsBefore(before);
  });

  it('tus: an expired unfinished upload leaves nothing in the bucket once the job has run', async () => {
    const before = await fake.keys();
    await unfinishedTusUpload();
    now = new Date(now.getTime() + 25 * 3600_000);
    await app().infrastructure.jobs.queue.enqueue({ kind: EXPIRE_RESUMABLE_JOB, payload: {} });
    await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    await expectBucketAsBefore(before);
    // A fresh session for the tests that follow (the expiry moved the clock past this one's uploads, not its life).
    session = await app().infrastructure.formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt: now });
  });

  it.each([
    ['tus', async () => tusPatch(await tusCreate(wav.length), 0, wav)],
    ['standard', async () => standard(wav)],
  ])('%s: a stored object the server damaged is detected, deleted and refused with 503', async (_path, send) => {
    const before = await fake.keys();
    fake.corruptNext(/^artists\//);
    const res = await send();
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text)).toEqual({ success: false, error: UPLOAD_SERVER_MESSAGES.notStoredIntact });
    expect((await fake.keys()).filter((k) => !k.startsWith(PREFIX))).toEqual(before.filter((k) => !k.startsWith(PREFIX)));
    expect(await fake.keys(PREFIX)).toEqual([]);
  });
});
