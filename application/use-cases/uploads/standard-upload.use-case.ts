import type { Readable } from 'node:stream';
import { artistFolderName, sanitiseDisplayName } from '../../../domain/files/display-name';
import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import type { QualityReport, UploadKind } from '../../ports/upload.repository.port';
import { explainUploadFailure } from './store-upload';
import { confirmStoredAsSent, withTwinWarning } from './stored-as-sent';
import { refuseDeclaredProblem, type UploadDeps } from './upload-admission';
import { UploadError } from './upload-error';
import { finalKey, folderFor, identifyUploader, limitFor, type Requester, stagingKey, type Uploader } from './upload-policy';
import { type UploadResult, uploadResult } from './upload-result';

export interface IncomingFile {
  body: Readable;
  kind: UploadKind;
  fileName: string;
  contentType: string;
  browser: string;
  /** The form fields that arrived before the file (the session must be among them). */
  sessionToken: string | undefined;
  artistName: string | undefined;
  requester: Requester | undefined;
  /** The client's address, for its quota. */
  address: string;
  /** The request's Content-Length when sent: the bytes reserved against the quota (capped at the kind's limit). */
  declaredBytes: number | undefined;
}

export interface StagedFile {
  id: string;
  kind: UploadKind;
  stagingKey: string;
  displayName: string;
  contentType: string;
  size: number;
  /** Of the bytes as they arrived, before storage saw them. */
  sha256: string;
  quality: QualityReport;
  uploader: Uploader;
}

export interface UploadFields {
  artistName: string;
  trackTitle: string;
  releaseTitle: string;
}

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
    const uploader = await identifyUploader(this.deps.formSessions, file.sessionToken, file.requester);
    const id = this.deps.newId();
    await this.deps.quota.reserve(
      id,
      { sessionId: uploader.sessionId, address: file.address },
      Math.min(file.declaredBytes ?? limit.bytes, limit.bytes),
    );
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
      return { id, kind: file.kind, stagingKey: key, displayName, contentType, size: stored.size, sha256, quality, uploader };
    } catch (error) {
      await this.forget(id, key);
      throw explainUploadFailure(error, limit.message);
    }
  }

  async complete(staged: StagedFile, fields: UploadFields): Promise<UploadResult> {
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
      };
      await this.deps.uploads.markStored(staged.id, changes).catch(async (error: unknown) => {
        await this.deps.storage.delete(key).catch(() => undefined);
        throw error;
      });
      await this.deps.quota.settle(staged.id, staged.size);
      const record = {
        id: staged.id,
        ...staged.uploader,
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

  /** Nothing half-written survives: the staged object, its row and its quota go when the request fails after the file. */
  async discard(staged: StagedFile): Promise<void> {
    await this.forget(staged.id, staged.stagingKey);
  }

  private async forget(id: string, key: string): Promise<void> {
    await this.deps.storage.delete(key).catch(() => undefined);
    await this.deps.uploads.delete(id).catch(() => undefined);
    await this.deps.quota.release(id).catch(() => undefined);
  }

  static missingFile(): UploadError {
    return new UploadError('invalid', UPLOAD_SERVER_MESSAGES.fileRequired);
  }
}
