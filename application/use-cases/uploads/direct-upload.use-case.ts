import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import type { Readable } from 'node:stream';
import type { StoredObject } from '../../ports/file-storage.port';
import type { QualityReport, UploadKind, UploadRecord } from '../../ports/upload.repository.port';
import { explainUploadFailure } from './store-upload';
import { confirmStoredAsSent, notStoredIntact, withTwinWarning } from './stored-as-sent';
import { UploadError } from './upload-error';
import { type AdmittedUpload, admitUpload, pendingUploadRecord, type UploadClaim, type UploadDeps } from './upload-admission';
import { identifyUploader, keyIn, limitFor, type Requester, stagingKey } from './upload-policy';
import { type UploadResult, uploadResult } from './upload-result';
import { queueAudioAnalysis } from './analysis/queue-audio-analysis';

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
  constructor(private readonly deps: UploadDeps) {}

  /** The declared size is reserved against the quota before the URL exists; a pending upload counts until refused. */
  async createUrl(
    request: DirectUploadRequest,
    requester: Requester | undefined,
  ): Promise<{ uploadUrl: string; fileName: string; bucketName: string; headers: Record<string, string>; expiresAt: string }> {
    const claim: UploadClaim = { ...request, id: this.deps.newId(), size: request.fileSize };
    const admitted = await admitUpload(this.deps, claim, requester);
    try {
      return await this.issue(claim, admitted);
    } catch (error) {
      await this.deps.quota.release(claim.id).catch(() => undefined);
      throw error;
    }
  }

  private async issue(claim: UploadClaim, admitted: AdmittedUpload) {
    const key = stagingKey(claim.id);
    const target = await this.deps.storage.createDirectUpload(key, {
      contentType: claim.contentType,
      size: admitted.size,
      expiresInSeconds: DIRECT_UPLOAD_URL_SECONDS,
    });
    await this.deps.uploads.create(pendingUploadRecord(claim, admitted, key, this.deps.clock.now()));
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
    const digested = this.deps.digest.tap(observed.body);
    const stored = await store(digested.body);
    const quality = await observed.report().catch(() => null);
    const { sha256 } = await digested.summary();
    if (quality && stored.size === pending.size) await this.deps.uploads.recordInspection(pending.id, quality, sha256);
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
      const received = pending.quality && pending.sha256 ? { quality: pending.quality, sha256: pending.sha256 } : null;
      const { quality, sha256: staged256 } = received ?? (await this.check(pending, request.browser, limit.message));
      // The browser sent the bytes to storage itself: the signed length is what we know it sent.
      if (staged.size !== pending.size) throw notStoredIntact();
      const key = keyIn(pending.artistFolder, pending.kind, pending.id);
      await this.deps.storage.finalize(pending.storageKey, key);
      const sha256 = await confirmStoredAsSent(this.deps, key, { size: pending.size, sha256: staged256 });
      const contentType = pending.kind === 'audio' ? 'audio/wav' : 'image/jpeg';
      const checked = await withTwinWarning(this.deps.uploads, pending, quality, sha256);
      await this.deps.uploads.markStored(pending.id, { storageKey: key, size: staged.size, contentType, quality: checked, sha256 });
      await this.deps.quota.settle(pending.id, staged.size);
      await queueAudioAnalysis(this.deps, pending);
      const record = { ...pending, storageKey: key, size: staged.size, contentType, quality: checked, sha256, status: 'stored' as const };
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
  private async check(pending: UploadRecord, browser: string, tooLarge: string): Promise<{ quality: QualityReport; sha256: string }> {
    const digested = this.deps.digest.tap(await this.deps.storage.read(pending.storageKey));
    const quality = await this.deps.inspector.check(pending.kind, digested.body, { browser }).catch((error: unknown) => {
      throw explainUploadFailure(error, tooLarge);
    });
    return { quality, sha256: (await digested.summary()).sha256 };
  }
}
