import { parseClipTime } from '../../../domain/clips/clip-time';
import { SERVER_SUBMISSION_MESSAGES } from '../../../domain/forms/server-submission.messages';
import type { FieldIssue } from '../../../domain/shared';
import type { FormSessionSigner } from '../../ports/security.port';
import type { UploadRepository } from '../../ports/upload.repository.port';
import { UseCaseError } from '../public-flow/use-case-error';
import { UploadError } from '../uploads/upload-error';
import { identifyUploader, type Requester, type Uploader } from '../uploads/upload-policy';
import type { QuotaOwner, UploadQuota } from '../uploads/upload-quota';

/** Who asks for clips: the wizard's form session or a signed-in artist (or staff), from an address. */
export interface ClipCaller {
  sessionToken: string | undefined;
  requester: Requester | undefined;
  address: string;
}

/** Cut clips are 16-bit / 44.1 kHz / stereo WAVs: this many bytes per second, plus the header. */
const CLIP_BYTES_PER_SECOND = 44_100 * 2 * 2;
const WAV_HEADER_BYTES = 44;

export function clipBytes(startTime: string, endTime: string): number {
  const seconds = Math.max(0, (parseClipTime(endTime) ?? 0) - (parseClipTime(startTime) ?? 0));
  return seconds * CLIP_BYTES_PER_SECOND + WAV_HEADER_BYTES;
}

/**
 * The clip endpoint is public: only the owner of a track (its form session or artist) or staff may have it
 * cut, and every clip is reserved against the owner's upload quota before its job exists.
 */
export class SocialClipGuard {
  constructor(
    private readonly deps: { uploads: UploadRepository; formSessions: FormSessionSigner; quota: UploadQuota; newId: () => string },
  ) {}

  /** Issues for every fileId the caller does not own (answered like an unknown file: nothing is revealed). */
  async authorise(fileIds: readonly string[], caller: ClipCaller): Promise<{ owner: QuotaOwner; issues: FieldIssue[] }> {
    if (caller.requester?.role === 'staff')
      return { owner: { sessionId: `staff:${caller.requester.id}`, address: caller.address }, issues: [] };
    const uploader = await identifyUploader(this.deps.formSessions, caller.sessionToken, caller.requester).catch((error: unknown) => {
      throw error instanceof UploadError ? new UseCaseError('unauthorized', error.message) : error;
    });
    const issues: FieldIssue[] = [];
    for (const [i, fileId] of fileIds.entries()) {
      const upload = await this.deps.uploads.findById(fileId);
      if (!upload || !owns(uploader, upload))
        issues.push({ field: `tracksWithClips[${i}].fileId`, message: SERVER_SUBMISSION_MESSAGES.fileNotFound });
    }
    return { owner: { sessionId: uploader.sessionId, address: caller.address }, issues };
  }

  /** One reservation per clip; all or none (a refusal releases the ones this request made). Returns their ids. */
  async reserve(owner: QuotaOwner, clips: readonly { startTime: string; endTime: string }[]): Promise<string[]> {
    const ids: string[] = [];
    try {
      for (const clip of clips) {
        const id = this.deps.newId();
        await this.deps.quota.reserve(id, owner, clipBytes(clip.startTime, clip.endTime));
        ids.push(id);
      }
      return ids;
    } catch (error) {
      await this.release(ids);
      throw error instanceof UploadError ? new UseCaseError('too_many_requests', error.message, [], error.retryAfterSeconds) : error;
    }
  }

  async release(ids: readonly string[]): Promise<void> {
    for (const id of ids) await this.deps.quota.release(id).catch(() => undefined);
  }
}

function owns(uploader: Uploader, upload: { sessionId: string; artistId: string | null }): boolean {
  return upload.sessionId === uploader.sessionId || (uploader.artistId !== null && upload.artistId === uploader.artistId);
}
