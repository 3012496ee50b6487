import type { Readable } from 'node:stream';
import { artworkFileProblem } from '../../../domain/files/artwork-file';
import { audioFileProblem } from '../../../domain/files/audio-file';
import { sanitiseDisplayName } from '../../../domain/files/display-name';
import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import type { Clock } from '../../ports/clock.port';
import type { FileStorage } from '../../ports/file-storage.port';
import type { MediaInspector } from '../../ports/media-inspector.port';
import type { FormSessionSigner } from '../../ports/security.port';
import type { QualityReport, UploadKind, UploadRepository } from '../../ports/upload.repository.port';
import { explainUploadFailure } from './store-upload';
import { UploadError } from './upload-error';
import { finalKey, folderFor, identifyUploader, limitFor, type Requester, stagingKey } from './upload-policy';
import { type UploadResult, uploadResult } from './upload-result';

export interface IncomingFile {
  body: Readable;
  kind: UploadKind;
  fileName: string;
  contentType: string;
  browser: string;
}

export interface StagedFile {
  id: string;
  kind: UploadKind;
  stagingKey: string;
  displayName: string;
  contentType: string;
  size: number;
  quality: QualityReport;
}

export interface UploadFields {
  artistName: string;
  trackTitle: string;
  releaseTitle: string;
  sessionToken: string | undefined;
}

/**
 * POST /api/upload/google-drive: the file streams through the content inspector into a staging key (its
 * form fields may arrive after it), then moves to the artist's folder once the fields say whose it is.
 */
export class StandardUploadUseCase {
  constructor(
    private readonly deps: { storage: FileStorage; inspector: MediaInspector; uploads: UploadRepository; formSessions: FormSessionSigner; clock: Clock; newId: () => string },
  ) {}

  async receive(file: IncomingFile): Promise<StagedFile> {
    const limit = limitFor(file.kind);
    const declared = { name: file.fileName, type: file.contentType, size: 0 };
    const problem = file.kind === 'audio' ? audioFileProblem(declared, file.browser) : artworkFileProblem(declared);
    if (problem) throw new UploadError('unsupported', problem);
    const id = this.deps.newId();
    const key = stagingKey(id);
    const inspected = this.deps.inspector.inspect(file.kind, file.body, { browser: file.browser });
    const contentType = file.kind === 'audio' ? 'audio/wav' : 'image/jpeg';
    try {
      const stored = await this.deps.storage.put(key, inspected.body, { contentType, maxBytes: limit.bytes });
      const quality = await inspected.report();
      return { id, kind: file.kind, stagingKey: key, displayName: sanitiseDisplayName(file.fileName), contentType, size: stored.size, quality };
    } catch (error) {
      await this.deps.storage.delete(key).catch(() => undefined);
      throw explainUploadFailure(error, limit.message);
    }
  }

  async complete(staged: StagedFile, fields: UploadFields, requester: Requester | undefined): Promise<UploadResult> {
    try {
      const uploader = await identifyUploader(this.deps.formSessions, fields.sessionToken, requester);
      const { key, artistFolder } = finalKey(fields.artistName, staged.kind, staged.id);
      await this.deps.storage.finalize(staged.stagingKey, key);
      const record = {
        id: staged.id,
        ...uploader,
        kind: staged.kind,
        folder: folderFor(staged.kind),
        artistFolder,
        storageKey: key,
        displayName: staged.displayName,
        trackTitle: fields.trackTitle || null,
        releaseTitle: fields.releaseTitle || null,
        contentType: staged.contentType,
        size: staged.size,
        status: 'stored' as const,
        quality: staged.quality,
        submissionId: null,
        createdAt: this.deps.clock.now(),
      };
      await this.deps.uploads.create(record).catch(async (error: unknown) => {
        await this.deps.storage.delete(key).catch(() => undefined);
        throw error;
      });
      return uploadResult(record, this.deps.storage, fields.artistName);
    } catch (error) {
      await this.discard(staged);
      throw error;
    }
  }

  /** Nothing half-written survives: the staged object goes when the request fails after the file. */
  async discard(staged: StagedFile): Promise<void> {
    await this.deps.storage.delete(staged.stagingKey).catch(() => undefined);
  }

  static missingFile(): UploadError {
    return new UploadError('invalid', UPLOAD_SERVER_MESSAGES.fileRequired);
  }
}
