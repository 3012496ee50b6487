import { artistFolderName, sanitiseDisplayName } from '../../../domain/files/display-name';
import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import { queueAudioAnalysis } from './analysis/queue-audio-analysis';
import { explainUploadFailure } from './store-upload';
import { confirmStoredAsSent, withTwinWarning } from './stored-as-sent';
import { refuseDeclaredProblem, type UploadDeps } from './upload-admission';
import { UploadError } from './upload-error';
import { finalKey, folderFor, identifyUploader, limitFor, provisionalUploader, stagingKey } from './upload-policy';
import { type UploadResult, uploadResult } from './upload-result';
import type { IncomingFile, StagedFile, UploadFields } from './standard-upload.types';
import type { Uploader } from './upload-policy';

/**
 * POST /api/upload/google-drive: the uploader and the quota are settled before a byte is written, a row
 * ('receiving') is recorded before the staging object exists (a crash leaves nothing the clean-up cannot
 * see), the file streams through the content inspector into staging, then moves to the artist's folder.
 */
export class StandardUploadUseCase {
  constructor(private readonly deps: UploadDeps) {}

  async receive(file: IncomingFile): Promise<StagedFile> {
    const limit = limitFor(file.kind);
    // The length is not known before the body: the size rule runs on the bytes as they arrive.
    refuseDeclaredProblem(file.kind, { name: file.fileName, type: file.contentType, size: 0 }, file.browser);
    const id = this.deps.newId();
    const { uploader, unclaimed } = await this.admit(id, file, Math.min(file.declaredBytes ?? limit.bytes, limit.bytes));
    const key = stagingKey(id);
    const contentType = file.kind === 'audio' ? 'audio/wav' : 'image/jpeg';
    const displayName = sanitiseDisplayName(file.fileName);
    try {
      await this.deps.uploads.create({
        id,
        ...uploader,
        kind: file.kind,
        folder: folderFor(file.kind),
        artistFolder: artistFolderName(file.artistName ?? ''),
        storageKey: key,
        displayName,
        trackTitle: null,
        releaseTitle: null,
        contentType,
        size: 0,
        status: 'receiving',
        quality: null,
        submissionId: null,
        createdAt: this.deps.clock.now(),
      });
      const inspected = this.deps.inspector.inspect(file.kind, file.body, { browser: file.browser });
      const digested = this.deps.digest.tap(inspected.body);
      const stored = await this.deps.storage.put(key, digested.body, { contentType, maxBytes: limit.bytes });
      const quality = await inspected.report();
      const { sha256 } = await digested.summary();
      const owner = { requester: file.requester, address: file.address };
      return {
        id,
        kind: file.kind,
        stagingKey: key,
        displayName,
        contentType,
        size: stored.size,
        sha256,
        quality,
        uploader,
        unclaimed,
        ...owner,
      };
    } catch (error) {
      await this.forget(id, key);
      throw explainUploadFailure(error, limit.message);
    }
  }

  /** The uploader and its quota, settled before a byte is written; without a session yet, on a provisional account. */
  private async admit(id: string, file: IncomingFile, bytes: number): Promise<{ uploader: Uploader; unclaimed: boolean }> {
    if (file.sessionToken === undefined) {
      const uploader = provisionalUploader(file.requester);
      if (uploader) await this.deps.quota.reserve(id, { sessionId: uploader.sessionId, address: file.address }, bytes);
      else await this.deps.quota.reserveUnclaimed(id, file.address, bytes);
      return { uploader: uploader ?? { sessionId: `unclaimed:${id}`, artistId: null }, unclaimed: true };
    }
    const uploader = await identifyUploader(this.deps.formSessions, file.sessionToken, file.requester);
    await this.deps.quota.reserve(id, { sessionId: uploader.sessionId, address: file.address }, bytes);
    return { uploader, unclaimed: false };
  }

  /**
   * Files a file that came before its session under that session (re-charging the quota to it). Without a valid
   * session an anonymous file is deleted and refused, its charge kept (UNCLAIMED_UPLOADS_PER_ADDRESS).
   */
  private async claim(staged: StagedFile, sessionToken: string | undefined): Promise<StagedFile> {
    if (!staged.unclaimed) return staged;
    const uploader = await identifyUploader(this.deps.formSessions, sessionToken, staged.requester).catch(async (error: unknown) => {
      await this.discard(staged);
      throw error;
    });
    const claimed = { ...staged, uploader, unclaimed: false };
    if (uploader.sessionId === staged.uploader.sessionId) return claimed;
    await this.deps.quota.release(staged.id);
    await this.deps.quota
      .reserve(staged.id, { sessionId: uploader.sessionId, address: staged.address }, staged.size)
      .catch(async (error: unknown) => {
        await this.discard(claimed);
        throw error;
      });
    return claimed;
  }

  /** `sessionToken`: the form session as known once the whole body is read (header, or the sessionId field). */
  async complete(unclaimed: StagedFile, fields: UploadFields, sessionToken: string | undefined): Promise<UploadResult> {
    const staged = await this.claim(unclaimed, sessionToken);
    try {
      const { key, artistFolder } = finalKey(fields.artistName, staged.kind, staged.id);
      await this.deps.storage.finalize(staged.stagingKey, key);
      const sha256 = await confirmStoredAsSent(this.deps, key, { size: staged.size, sha256: staged.sha256 });
      const changes = {
        storageKey: key,
        size: staged.size,
        contentType: staged.contentType,
        quality: await withTwinWarning(this.deps.uploads, { ...staged.uploader, ...staged }, staged.quality, sha256),
        sha256,
        artistFolder,
        trackTitle: fields.trackTitle || null,
        releaseTitle: fields.releaseTitle || null,
        ...staged.uploader,
      };
      await this.deps.uploads.markStored(staged.id, changes).catch(async (error: unknown) => {
        await this.deps.storage.delete(key).catch(() => undefined);
        throw error;
      });
      await this.deps.quota.settle(staged.id, staged.size);
      await queueAudioAnalysis(this.deps, staged);
      const record = {
        id: staged.id,
        kind: staged.kind,
        folder: folderFor(staged.kind),
        displayName: staged.displayName,
        ...changes,
        status: 'stored' as const,
        submissionId: null,
        createdAt: this.deps.clock.now(),
      };
      return uploadResult(record, this.deps.storage, fields.artistName);
    } catch (error) {
      await this.discard(staged);
      throw error;
    }
  }

  /**
   * Nothing half-written survives: the staged object and its row go when the request fails after the file, and its
   * quota too, except an anonymous file no session ever claimed: that keeps counting, so floods run dry.
   */
  async discard(staged: StagedFile): Promise<void> {
    const unclaimedAnonymous = staged.unclaimed && staged.uploader.artistId === null;
    await this.forget(staged.id, staged.stagingKey, unclaimedAnonymous ? staged.size : null);
  }

  /** `keepCharge`: the bytes the quota reservation keeps counting, or null to release it. */
  private async forget(id: string, key: string, keepCharge: number | null = null): Promise<void> {
    await this.deps.storage.delete(key).catch(() => undefined);
    await this.deps.uploads.delete(id).catch(() => undefined);
    if (keepCharge === null) await this.deps.quota.release(id).catch(() => undefined);
    else await this.deps.quota.settle(id, keepCharge).catch(() => undefined);
  }

  static missingFile(): UploadError {
    return new UploadError('invalid', UPLOAD_SERVER_MESSAGES.fileRequired);
  }
}
