import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MediaRefusedError, type MediaInspector } from '../../../application/ports/media-inspector.port';
import type { EnqueueRequest, JobQueue } from '../../../application/ports/job-queue.port';
import type { FormSessionSigner } from '../../../application/ports/security.port';
import type { UploadKind } from '../../../application/ports/upload.repository.port';
import { DirectUploadUseCase } from '../../../application/use-cases/uploads/direct-upload.use-case';
import { ResumableUploadUseCase } from '../../../application/use-cases/uploads/resumable-upload.use-case';
import { UploadQuota } from '../../../application/use-cases/uploads/upload-quota';
import { AUDIO_MAX_BYTES } from '../../../domain/files/audio-file';
import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import { Sha256ContentDigest } from '../../../adapters/file-storage/sha256.content-digest';
import { ManualClock } from '../../fakes/manual.clock';
import { InMemoryFileStorage, InMemoryUploadQuotaStore, InMemoryUploadRepository } from '../../support/in-memory/in-memory.uploads';

const MB = 1024 * 1024;
const ARTIST_ID = '7b7d6c1e-0000-4000-8000-000000000001';

/** Tokens 'session:<id>' are genuine; anything else is forged. */
const formSessions: FormSessionSigner = {
  sign: async (session) => `session:${session.sessionId}`,
  verify: async (token) => (token.startsWith('session:') ? { sessionId: token.slice(8), startedAt: new Date() } : null),
};

/** Accepts bytes that start as their kind should (RIFF / JPEG SOI) and reports their length. */
const inspector: MediaInspector = {
  inspect: () => {
    throw new Error('not used by these paths');
  },
  observe: () => {
    throw new Error('not used by these paths');
  },
  async check(kind: UploadKind, body: Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
    const bytes = Buffer.concat(chunks);
    const genuine = kind === 'audio' ? bytes.subarray(0, 4).toString() === 'RIFF' : bytes[0] === 0xff && bytes[1] === 0xd8;
    if (!genuine) throw new MediaRefusedError('Not what it claims to be');
    return { kind, facts: { bytes: bytes.length }, warnings: [] };
  },
};

function setUp(perSession = { files: 3, bytes: 500 * MB }) {
  const clock = new ManualClock('2030-03-01T09:00:00Z');
  const storage = new InMemoryFileStorage();
  const digest = new Sha256ContentDigest(storage);
  const uploads = new InMemoryUploadRepository();
  const quotaStore = new InMemoryUploadQuotaStore();
  const quota = new UploadQuota({
    store: quotaStore,
    clock,
    policy: { windowSeconds: 86_400, perSession, perAddress: { files: 100, bytes: 10_000 * MB } },
  });
  let ids = 0;
  const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
  const queued: EnqueueRequest[] = [];
  const jobs: JobQueue = {
    enqueue: async (request) => (queued.push(request as EnqueueRequest), { id: `job-${queued.length}`, deduplicated: false }),
  };
  const direct = new DirectUploadUseCase({ storage, digest, inspector, uploads, formSessions, quota, clock, newId, jobs });
  const staging = { stagingKey: (id: string) => `tus/${id}`, seal: async () => undefined, forget: async () => undefined };
  const resumable = new ResumableUploadUseCase({
    storage,
    digest,
    staging,
    uploads,
    formSessions,
    quota,
    clock,
    jobs,
    expiryMs: 86_400_000,
  });
  return { storage, uploads, quotaStore, direct, resumable, queued };
}

const wav = { fileName: 'Take 1.wav', fileSize: 10 * MB, contentType: 'audio/wav', artistName: 'Ada L', kind: 'audio' as const };
const caller = { sessionToken: 'session:s1', browser: 'Firefox', address: '203.0.113.9' };

describe('upload admission, without Nest or a database', () => {
  it('direct: admits a declared WAV, reserves its size, writes a pending row, then files the checked bytes', async () => {
    const { direct, uploads, quotaStore, storage, queued } = setUp();
    const ticket = await direct.createUrl({ ...wav, fileSize: 16, ...caller }, undefined);
    const id = ticket.fileName.replace('staging/', '');
    expect(uploads.records.get(id)).toMatchObject({ status: 'pending', sessionId: 's1', size: 16, displayName: 'Take 1.wav' });
    expect(quotaStore.reservations.get(id)?.bytes).toBe(16);
    storage.putDirect(ticket.fileName, Buffer.from('RIFF....WAVEfmt '));
    const result = await direct.process({ ...wav, ...caller, fileName: ticket.fileName, trackTitle: '', releaseTitle: '' }, undefined);
    expect(result).toMatchObject({ success: true, fileId: id, folderType: 'audio', size: 16, bucketName: 'memory' });
    expect(uploads.records.get(id)).toMatchObject({ status: 'stored', storageKey: `artists/ada-l/audio/${id}.wav` });
    expect(uploads.records.get(id)?.sha256).toBe(createHash('sha256').update('RIFF....WAVEfmt ').digest('hex'));
    expect(quotaStore.reservations.get(id)?.bytes).toBe(16);
    expect(uploads.records.get(id)?.analysis).toEqual({ status: 'pending' });
    expect(queued).toEqual([{ kind: 'audio.analyse', payload: { fileId: id }, dedupeKey: id }]);
  });

  it('direct: a stored object shorter than the signed length is refused as not intact and deleted', async () => {
    const { direct, uploads, quotaStore, storage } = setUp();
    const ticket = await direct.createUrl({ ...wav, fileSize: 17, ...caller }, undefined);
    storage.putDirect(ticket.fileName, Buffer.from('RIFF....WAVEfmt '));
    const processing = direct.process({ ...wav, ...caller, fileName: ticket.fileName, trackTitle: '', releaseTitle: '' }, undefined);
    await expect(processing).rejects.toMatchObject({ code: 'unavailable', message: UPLOAD_SERVER_MESSAGES.notStoredIntact });
    expect([uploads.records.size, quotaStore.reservations.size, storage.objects.size]).toEqual([0, 0, 0]);
  });

  it('direct: refused content leaves no row, no object and no reservation', async () => {
    const { direct, uploads, quotaStore, storage, queued } = setUp();
    const ticket = await direct.createUrl({ ...wav, ...caller }, undefined);
    storage.putDirect(ticket.fileName, Buffer.from('<?php junk'));
    const processing = direct.process({ ...wav, ...caller, fileName: ticket.fileName, trackTitle: '', releaseTitle: '' }, undefined);
    await expect(processing).rejects.toMatchObject({ code: 'unsupported' });
    expect([uploads.records.size, quotaStore.reservations.size, storage.objects.size]).toEqual([0, 0, 0]);
    expect(queued).toEqual([]);
  });

  it('refuses before anything is written: no session, a declared size over the limit, a JPEG declared as audio', async () => {
    const { direct, uploads, quotaStore } = setUp();
    await expect(direct.createUrl({ ...wav, ...caller, sessionToken: 'forged' }, undefined)).rejects.toMatchObject({
      code: 'unauthorized',
      message: UPLOAD_SERVER_MESSAGES.sessionRequired,
    });
    await expect(direct.createUrl({ ...wav, ...caller, fileSize: AUDIO_MAX_BYTES + 1 }, undefined)).rejects.toMatchObject({
      code: 'too_large',
    });
    await expect(
      direct.createUrl({ ...wav, ...caller, fileName: 'cover.jpg', contentType: 'image/jpeg' }, undefined),
    ).rejects.toMatchObject({
      code: 'unsupported',
    });
    expect([uploads.records.size, quotaStore.reservations.size]).toEqual([0, 0]);
  });

  it('a signed-in artist needs no form session; the quota counts every path of the same session', async () => {
    const { direct, resumable } = setUp({ files: 2, bytes: 500 * MB });
    const artist = { role: 'artist' as const, id: ARTIST_ID };
    await direct.createUrl({ ...wav, ...caller, sessionToken: undefined }, artist);
    await resumable.begin({ ...wav, ...caller, sessionToken: undefined, uploadId: 'tus-1' }, artist);
    const third = resumable.begin({ ...wav, ...caller, sessionToken: undefined, uploadId: 'tus-2' }, artist);
    await expect(third).rejects.toMatchObject({ code: 'too_many_requests' });
  });

  it('resumable: the same admission, and a missing kind or length is refused', async () => {
    const { resumable, uploads } = setUp();
    await resumable.begin({ ...wav, ...caller, uploadId: 'tus-1' }, undefined);
    expect(uploads.records.get('tus-1')).toMatchObject({ status: 'pending', storageKey: 'tus/tus-1', artistFolder: 'ada-l' });
    await expect(resumable.begin({ ...wav, ...caller, uploadId: 'tus-2', kind: null }, undefined)).rejects.toMatchObject({
      message: UPLOAD_SERVER_MESSAGES.fileTypeRequired,
    });
    await expect(resumable.begin({ ...wav, ...caller, uploadId: 'tus-3', fileSize: undefined }, undefined)).rejects.toMatchObject({
      message: UPLOAD_SERVER_MESSAGES.uploadLengthRequired,
    });
  });
});
