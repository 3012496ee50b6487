import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import type { Clock } from '../../ports/clock.port';
import type { ContentDigest } from '../../ports/content-digest.port';
import type { FileStorage } from '../../ports/file-storage.port';
import type { FormSessionSigner } from '../../ports/security.port';
import type { UploadKind, UploadRecord, UploadRepository } from '../../ports/upload.repository.port';
import type { ResumableStaging, UploadFingerprint } from '../../ports/resumable-staging.port';
import { explainUploadFailure } from './store-upload';
import { confirmStoredAsSent, notStoredIntact, withTwinWarning } from './stored-as-sent';
import { UploadError } from './upload-error';
import type { UploadQuota } from './upload-quota';
import { admitUpload, pendingUploadRecord, type UploadClaim } from './upload-admission';
import { identifyUploader, keyIn, limitFor, type Requester, stagingKey } from './upload-policy';
import { type UploadResult, uploadResult } from './upload-result';
import type { JobQueue } from '../../ports/job-queue.port';
import { queueAudioAnalysis } from './analysis/queue-audio-analysis';

export interface ResumableUploadRequest {
  uploadId: string;
  fileName: string;
  /** Upload-Length; undefined when the client tried to defer it. */
  fileSize: number | undefined;
  contentType: string;
  artistName: string;
  kind: UploadKind | null;
  sessionToken: string | undefined;
  browser: string;
  /** The client's address, for its upload quota. */
  address: string;
}

export interface Caller {
  sessionToken: string | undefined;
  requester: Requester | undefined;
}

/**
 * tus uploads (resumable): the same declared-file checks and limits as the other paths when the upload is
 * created, the owner (form session or signed-in artist) on every later request, and on completion the same
 * content check and quality report, a SHA-256, and the move into the artist's folder as a stored file.
 */
export class ResumableUploadUseCase {
  constructor(
    private readonly deps: {
      storage: FileStorage;
      digest: ContentDigest;
      staging: ResumableStaging;
      uploads: UploadRepository;
      formSessions: FormSessionSigner;
      quota: UploadQuota;
      clock: Clock;
      /** Queues a stored WAV's analysis. */
      jobs: JobQueue;
      /** How long an unfinished upload may be resumed. */
      expiryMs: number;
    },
  ) {}

  async begin(request: ResumableUploadRequest, requester: Requester | undefined): Promise<void> {
    const claim: UploadClaim = { ...request, id: request.uploadId, size: request.fileSize };
    // The whole declared length counts against the quota before the first PATCH can store a byte.
    const admitted = await admitUpload(this.deps, claim, requester);
    const row = pendingUploadRecord(claim, admitted, this.deps.staging.stagingKey(claim.id), this.deps.clock.now());
    await this.deps.uploads.create(row).catch(async (error: unknown) => {
      await this.deps.quota.release(claim.id).catch(() => undefined);
      throw error;
    });
  }

  /** HEAD, PATCH and DELETE: only the uploader, and only while the upload has not expired. */
  async authorize(uploadId: string, caller: Caller): Promise<UploadRecord> {
    const pending = await this.pendingUpload(uploadId);
    const uploader = await identifyUploader(this.deps.formSessions, caller.sessionToken, caller.requester).catch(() => null);
    const owns =
      uploader !== null &&
      (pending.sessionId === uploader.sessionId || (pending.artistId !== null && pending.artistId === uploader.artistId));
    if (!owns) throw new UploadError('forbidden', UPLOAD_SERVER_MESSAGES.notYours);
    if (this.isExpired(pending)) throw new UploadError('gone', UPLOAD_SERVER_MESSAGES.uploadExpired);
    return pending;
  }

  /**
   * The last byte arrived: check the content, file it in the artist's folder, and read it back there: only a file
   * of the length the client declared (`sentSize`) and the SHA-256 the bytes had as they arrived is marked stored.
   */
  async finish(
    uploadId: string,
    artistName: string,
    fingerprint: (pending: UploadRecord) => Promise<UploadFingerprint>,
    sentSize?: number,
  ): Promise<UploadResult> {
    const pending = await this.pendingUpload(uploadId);
    const limit = limitFor(pending.kind);
    try {
      const staged = await this.deps.storage.stat(pending.storageKey);
      if (!staged) throw new UploadError('invalid', UPLOAD_SERVER_MESSAGES.nothingUploaded);
      if (staged.size > limit.bytes) throw new UploadError('too_large', limit.message);
      const size = sentSize ?? pending.size;
      if (staged.size !== size) throw notStoredIntact();
      const { quality: report, sha256: sent } = await fingerprint(pending).catch((error: unknown) => {
        throw explainUploadFailure(error, limit.message);
      });
      await this.deps.staging.seal(uploadId);
      const key = keyIn(pending.artistFolder, pending.kind, pending.id);
      await this.deps.storage.finalize(pending.storageKey, key);
      const sha256 = await confirmStoredAsSent(this.deps, key, { size, sha256: sent });
      const quality = await withTwinWarning(this.deps.uploads, pending, report, sha256);
      const contentType = pending.kind === 'audio' ? 'audio/wav' : 'image/jpeg';
      await this.deps.uploads.markStored(pending.id, { storageKey: key, size: staged.size, contentType, quality, sha256 });
      await this.deps.staging.forget(uploadId);
      await queueAudioAnalysis(this.deps, pending);
      return uploadResult(
        { ...pending, storageKey: key, size: staged.size, contentType, quality, sha256, status: 'stored' },
        this.deps.storage,
        artistName,
      );
    } catch (error) {
      if (error instanceof UploadError) await this.discard(pending);
      throw error;
    }
  }

  /** Termination (DELETE) after the store removed the bytes: the pending row goes too. */
  async terminated(uploadId: string): Promise<void> {
    const pending = await this.deps.uploads.findById(uploadId);
    if (pending?.status !== 'pending') return;
    await this.deps.uploads.delete(pending.id);
    await this.deps.quota.release(pending.id);
  }

  /** Unfinished uploads past their expiry: bytes, the store's record and the row (the job worker runs this). */
  async purgeExpired(batchSize = 200): Promise<{ deleted: number }> {
    const cutoff = new Date(this.deps.clock.now().getTime() - this.deps.expiryMs);
    let deleted = 0;
    for (;;) {
      const batch = await this.deps.uploads.findPendingBefore(cutoff, batchSize, stagingKey(''));
      for (const pending of batch) {
        await this.discard(pending);
        deleted += 1;
      }
      if (batch.length < batchSize) return { deleted };
    }
  }

  private async discard(pending: UploadRecord): Promise<void> {
    await this.deps.staging.forget(pending.id).catch(() => undefined);
    await this.deps.storage.delete(pending.storageKey).catch(() => undefined);
    await this.deps.uploads.delete(pending.id);
  }

  private isExpired(record: UploadRecord): boolean {
    return record.createdAt.getTime() + this.deps.expiryMs < this.deps.clock.now().getTime();
  }

  private async pendingUpload(uploadId: string): Promise<UploadRecord> {
    const pending = await this.deps.uploads.findById(uploadId);
    if (!pending || pending.status !== 'pending' || pending.storageKey !== this.deps.staging.stagingKey(uploadId)) {
      throw new UploadError('not_found', UPLOAD_SERVER_MESSAGES.uploadNotFound);
    }
    return pending;
  }
}
