import { parseClipTime } from '../../../domain/clips/clip-time';
import { clipReleaseDate } from '../../../domain/clips/social-clip';
import type { SocialClipJobPayload } from '../../jobs/job-kinds';
import type { Clock } from '../../ports/clock.port';
import type { FileStorage } from '../../ports/file-storage.port';
import { type AudioClipCutter, MediaRefusedError } from '../../ports/media-inspector.port';
import type { SocialClipRepository } from '../../ports/social-clip.repository.port';
import type { SubmissionRepository } from '../../ports/submission.repository.port';
import type { UploadRepository } from '../../ports/upload.repository.port';

const CLIP_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Cuts one social clip into the artist's audio folder and records it with its release date (single date
 * − 21 days); an earlier cut of the same track between the same times is replaced (file and row). A clip
 * that cannot be cut (missing file, times outside the track) is recorded as failed, its quota reservation
 * released, never retried and never blocking the submission; storage outages throw so the job retries.
 */
export class CutSocialClipUseCase {
  constructor(
    private readonly deps: {
      storage: FileStorage;
      uploads: UploadRepository;
      submissions: SubmissionRepository;
      clips: SocialClipRepository;
      cutter: AudioClipCutter;
      quota: { release(id: string): Promise<void> };
      clock: Clock;
      newId: () => string;
    },
  ) {}

  async execute(job: SocialClipJobPayload): Promise<{ status: 'done' | 'failed'; key?: string; error?: string }> {
    const start = parseClipTime(job.startTime);
    const end = parseClipTime(job.endTime);
    const upload = await this.deps.uploads.findById(job.fileId);
    const submission = job.submissionId ? await this.deps.submissions.find(job.submissionId) : undefined;
    const track = submission?.tracks.find((t) => t.fileId === job.fileId);
    const singleDate = track?.singleReleaseDate ?? submission?.fullReleaseDate ?? submission?.releaseDate ?? null;
    const id = job.clipFileId ?? this.deps.newId();
    const base = {
      id,
      submissionId: submission ? job.submissionId : null,
      clipRef: job.clipId ?? '',
      trackTitle: job.trackTitle ?? '',
      startSeconds: start ?? 0,
      endSeconds: end ?? 0,
      releaseDate: clipReleaseDate(singleDate),
      createdAt: this.deps.clock.now(),
    };
    const fail = async (error: string) => {
      await this.deps.quota.release(id);
      if (upload)
        await this.deps.clips.save({
          ...base,
          sourceUploadId: upload.id,
          status: 'failed',
          storageKey: null,
          size: null,
          durationSeconds: null,
          error,
        });
      return { status: 'failed' as const, error };
    };
    if (!upload || upload.kind !== 'audio' || upload.status !== 'stored') return fail('The track file was not found');
    if (start === null || end === null) return fail('The clip times are not valid mm:ss times');
    try {
      const cut = await this.deps.cutter.cut((range) => this.deps.storage.read(upload.storageKey, range), upload.size, {
        startSeconds: start,
        endSeconds: end,
      });
      const key = `artists/${upload.artistFolder}/audio/clips/${id}.wav`;
      const stored = await this.deps.storage.put(key, cut.body, { contentType: 'audio/wav', maxBytes: CLIP_MAX_BYTES });
      await this.replaceEarlierCuts(upload.id, start, end, id);
      await this.deps.clips.save({
        ...base,
        sourceUploadId: upload.id,
        status: 'done',
        storageKey: key,
        size: stored.size,
        durationSeconds: cut.durationSeconds,
        error: null,
      });
      return { status: 'done', key };
    } catch (error) {
      if (error instanceof MediaRefusedError) return fail(error.message);
      throw error;
    }
  }

  private async replaceEarlierCuts(sourceUploadId: string, start: number, end: number, keep: string): Promise<void> {
    for (const earlier of await this.deps.clips.findCuts(sourceUploadId, start, end)) {
      if (earlier.id === keep) continue;
      if (earlier.storageKey) await this.deps.storage.delete(earlier.storageKey);
      await this.deps.clips.delete(earlier.id);
    }
  }
}
