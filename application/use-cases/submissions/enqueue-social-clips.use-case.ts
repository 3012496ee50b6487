import { clipDurationMessage, MAX_SOCIAL_CLIPS } from '../../../domain/clips';
import { SERVER_SUBMISSION_MESSAGES } from '../../../domain/forms/server-submission.messages';
import type { FieldIssue } from '../../../domain/shared';
import type { JobQueue } from '../../ports/job-queue.port';
import type { SubmissionRepository } from '../../ports/submission.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { UseCaseError } from '../public-flow/use-case-error';
import type { ClipCaller, SocialClipGuard } from './social-clip-guard';

/** The job kind the uploads feature handles: cut one clip out of a stored track. */
export const SOCIAL_CLIP_JOB = 'social-clip.cut';

export interface SocialClipRequest {
  title: string;
  artistName: string;
  fileId: string;
  socialClips: { id: string; startTime: string; endTime: string; description: string }[];
}

export interface EnqueueSocialClipsDeps {
  submissions: SubmissionRepository;
  jobs: JobQueue;
  unitOfWork: UnitOfWork;
  guard: SocialClipGuard;
}

/**
 * POST /api/background/process-social-clips: one durable job per clip of a track that belongs to a stored
 * submission and to the caller, each clip reserved against the caller's upload quota first.
 */
export class EnqueueSocialClipsUseCase {
  constructor(private readonly deps: EnqueueSocialClipsDeps) {}

  async execute(tracks: SocialClipRequest[], boardItemId: string | null, caller: ClipCaller): Promise<{ jobs: number }> {
    const { owner, issues: foreign } = await this.deps.guard.authorise(
      tracks.map((t) => t.fileId),
      caller,
    );
    const issues: FieldIssue[] = [];
    tracks.forEach((t, i) => {
      if (t.socialClips.length > MAX_SOCIAL_CLIPS)
        issues.push({ field: `tracksWithClips[${i}].socialClips`, message: SERVER_SUBMISSION_MESSAGES.tooManyClips });
      t.socialClips.forEach((c, j) => {
        const message = clipDurationMessage(c) ?? (c.startTime && c.endTime ? null : SERVER_SUBMISSION_MESSAGES.clipTimesRequired);
        if (message) issues.push({ field: `tracksWithClips[${i}].socialClips[${j}]`, message });
      });
    });
    const known = new Map((await this.deps.submissions.findTracksByFileIds(tracks.map((t) => t.fileId))).map((r) => [r.fileId, r]));
    tracks.forEach((t, i) => {
      if (!known.has(t.fileId) && !foreign.some((f) => f.field === `tracksWithClips[${i}].fileId`))
        issues.push({ field: `tracksWithClips[${i}].fileId`, message: SERVER_SUBMISSION_MESSAGES.fileNotFound });
    });
    issues.push(...foreign);
    if (issues.length > 0) throw new UseCaseError('invalid', issues[0].message, issues);
    const clipFileIds = await this.deps.guard.reserve(
      owner,
      tracks.flatMap((t) => t.socialClips),
    );
    return this.deps.unitOfWork
      .run(async () => {
        let count = 0;
        for (const t of tracks) {
          const submissionId = known.get(t.fileId)?.submissionId ?? '';
          for (const clip of t.socialClips) {
            const enqueued = await this.deps.jobs.enqueue({
              kind: SOCIAL_CLIP_JOB,
              dedupeKey: `${t.fileId}:${clip.startTime}-${clip.endTime}`,
              payload: {
                submissionId,
                fileId: t.fileId,
                trackTitle: t.title,
                artistName: t.artistName,
                clipId: clip.id,
                clipFileId: clipFileIds[count],
                startTime: clip.startTime,
                endTime: clip.endTime,
                description: clip.description,
                boardItemId,
              },
            });
            // The same cut already waiting in the queue: this request's reservation is not needed.
            if (enqueued.deduplicated) await this.deps.guard.release([clipFileIds[count]]);
            count += 1;
          }
        }
        return { jobs: count };
      })
      .catch(async (error: unknown) => {
        await this.deps.guard.release(clipFileIds);
        throw error;
      });
  }
}
