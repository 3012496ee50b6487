import { artworkFileProblem } from '../../../domain/files/artwork-file';
import { audioFileProblem } from '../../../domain/files/audio-file';
import { sanitiseDisplayName } from '../../../domain/files/display-name';
import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import type { Clock } from '../../ports/clock.port';
import type { Readable } from 'node:stream';
import type { FileStorage, StoredObject } from '../../ports/file-storage.port';
import type { MediaInspector } from '../../ports/media-inspector.port';
import type { FormSessionSigner } from '../../ports/security.port';
import type { QualityReport, UploadKind, UploadRecord, UploadRepository } from '../../ports/upload.repository.port';
import { explainUploadFailure } from './store-upload';
import { UploadError } from './upload-error';
import { finalKey, folderFor, identifyUploader, keyIn, limitFor, type Requester, stagingKey, type Uploader } from './upload-policy';
import type { UploadQuota } from './upload-quota';
import { type UploadResult, uploadResult } from './upload-result';

export const DIRECT_UPLOAD_URL_SECONDS = 15 * 60;

export interface DirectUploadRequest {
  fileName: string;
  fileSize: number;
  contentType: string;
  artistName: string;
  kind: UploadKind;
  sessionToken: string | undefined;
  browser: string;
  /** The client's address, for its quota. */
  address: string;
}

export interface ProcessUploadRequest {
  fileName: string;
  artistName: string;
  trackTitle: string;
  releaseTitle: string;
  kind: UploadKind;
  sessionToken: string | undefined;
  browser: string;
}

/**
 * The three-call direct upload (public flow §4, §7): a signed PUT URL to a staging key, the browser's PUT,
 * then process-upload checks the stored bytes by content and moves them into the artist's folder.
 */
export class DirectUploadUseCase {
  constructor(
    private readonly deps: {
      storage: FileStorage;
      inspector: MediaInspector;
      uploads: UploadRepository;
      formSessions: FormSessionSigner;
      quota: UploadQuota;
      clock: Clock;
      newId: () => string;
    },
  ) {}

  /** The declared size is reserved against the quota before the URL exists; a pending upload counts until refused. */
  async createUrl(
    request: DirectUploadRequest,
    requester: Requester | undefined,
  ): Promise<{ uploadUrl: string; fileName: string; bucketName: string; headers: Record<string, string>; expiresAt: string }> {
    const uploader = await identifyUploader(this.deps.formSessions, request.sessionToken, requester);
    const limit = limitFor(request.kind);
    const declared = { name: request.fileName, type: request.contentType, size: request.fileSize };
    const problem = request.kind === 'audio' ? audioFileProblem(declared, request.browser) : artworkFileProblem(declared);
    if (problem) throw new UploadError(request.fileSize > limit.bytes ? 'too_large' : 'unsupported', problem);
    const id = this.deps.newId();
    const key = stagingKey(id);
    await this.deps.quota.reserve(id, { sessionId: uploader.sessionId, address: request.address }, request.fileSize);
    try {
      return await this.issue(id, key, request, uploader);
    } catch (error) {
      await this.deps.quota.release(id).catch(() => undefined);
      throw error;
    }
  }

  private async issue(id: string, key: string, request: DirectUploadRequest, uploader: Uploader) {
    const target = await this.deps.storage.createDirectUpload(key, {
      contentType: request.contentType,
      size: request.fileSize,
      expiresInSeconds: DIRECT_UPLOAD_URL_SECONDS,
    });
    await this.deps.uploads.create({
      id,
      ...uploader,
      kind: request.kind,
      folder: folderFor(request.kind),
      artistFolder: finalKey(request.artistName, request.kind, id).artistFolder,
      storageKey: key,
      displayName: sanitiseDisplayName(request.fileName),
      trackTitle: null,
      releaseTitle: null,
      contentType: request.contentType,
      size: request.fileSize,
      status: 'pending',
      quality: null,
      submissionId: null,
      createdAt: this.deps.clock.now(),
    });
    return {
      uploadUrl: target.url,
      fileName: key,
      bucketName: this.deps.storage.bucketName,
      headers: target.headers,
      expiresAt: target.expiresAt.toISOString(),
    };
  }

  /**
   * The PUT side when the PUT comes through our API (local adapter): the bytes are checked while `store`
   * writes them, and the report is kept on the pending row so process() only has to move the file. A refusal
   * here is not an answer to the PUT: process() reads the object again and gives the refusal as before.
   */
  async receive(key: string, body: Readable, browser: string, store: (body: Readable) => Promise<StoredObject>): Promise<StoredObject> {
    const pending = await this.deps.uploads.findById(key.startsWith('staging/') ? key.slice('staging/'.length) : '');
    if (!pending || pending.status !== 'pending' || pending.storageKey !== key)
      throw new UploadError('not_found', UPLOAD_SERVER_MESSAGES.uploadNotFound);
    const observed = this.deps.inspector.observe(pending.kind, body, { browser });
    const stored = await store(observed.body);
    const quality = await observed.report().catch(() => null);
    if (quality && stored.size === pending.size) await this.deps.uploads.recordInspection(pending.id, quality);
    return stored;
  }

  async process(request: ProcessUploadRequest, requester: Requester | undefined): Promise<UploadResult> {
    const uploader = await identifyUploader(this.deps.formSessions, request.sessionToken, requester);
    const id = request.fileName.startsWith('staging/') ? request.fileName.slice('staging/'.length) : '';
    const pending = await this.deps.uploads.findById(id);
    if (!pending || pending.status !== 'pending' || pending.sessionId !== uploader.sessionId || pending.kind !== request.kind) {
      throw new UploadError('not_found', UPLOAD_SERVER_MESSAGES.uploadNotFound);
    }
    const limit = limitFor(pending.kind);
    const staged = await this.deps.storage.stat(pending.storageKey);
    if (!staged) throw new UploadError('invalid', UPLOAD_SERVER_MESSAGES.nothingUploaded);
    try {
      if (staged.size > limit.bytes) throw new UploadError('too_large', limit.message);
      const quality =
        staged.size === pending.size && pending.quality ? pending.quality : await this.check(pending, request.browser, limit.message);
      const key = keyIn(pending.artistFolder, pending.kind, pending.id);
      await this.deps.storage.finalize(pending.storageKey, key);
      const contentType = pending.kind === 'audio' ? 'audio/wav' : 'image/jpeg';
      await this.deps.uploads.markStored(pending.id, { storageKey: key, size: staged.size, contentType, quality });
      await this.deps.quota.settle(pending.id, staged.size);
      const record = { ...pending, storageKey: key, size: staged.size, contentType, quality, status: 'stored' as const };
      return uploadResult(record, this.deps.storage, request.artistName);
    } catch (error) {
      if (error instanceof UploadError) {
        await this.deps.storage.delete(pending.storageKey).catch(() => undefined);
        await this.deps.uploads.delete(pending.id);
        await this.deps.quota.release(pending.id);
      }
      throw error;
    }
  }

  /** Object-store uploads (and local ones the PUT-time check refused) are read back and checked here. */
  private async check(pending: UploadRecord, browser: string, tooLarge: string): Promise<QualityReport> {
    const body = await this.deps.storage.read(pending.storageKey);
    return this.deps.inspector.check(pending.kind, body, { browser }).catch((error: unknown) => {
      throw explainUploadFailure(error, tooLarge);
    });
  }
}
