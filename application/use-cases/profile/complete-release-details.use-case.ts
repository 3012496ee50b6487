import { RELEASE_DETAILS_MESSAGES, releaseDetailsIssues, type ReleaseDetailsView } from '../../../domain/release';
import { isInProgress, STATUS_LABELS, transitionStatus } from '../../../domain/status';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../ports/clock.port';
import type { JobQueue } from '../../ports/job-queue.port';
import type { ReleaseDetailsChanges, SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { BOARD_JOBS } from '../board/board-jobs';
import { ownSubmission } from './own-submission';

export class ReleaseDetailsConflictError extends AppError {
  constructor(message: string) {
    super('conflict', message);
  }
}

export type { ReleaseDetailsView };

/** /release-details/{id}: the artist fills what an in-progress release lacks; complete → Pending (domain transition). */
export class CompleteReleaseDetailsUseCase {
  constructor(private readonly deps: { submissions: SubmissionReviewRepository; unitOfWork: UnitOfWork; jobs: JobQueue; clock: Clock }) {}

  async view(artistId: string, id: string): Promise<ReleaseDetailsView> {
    const found = await ownSubmission(this.deps.submissions, artistId, id);
    const tracks = (await this.deps.submissions.tracks(id)).map((t) => ({
      position: t.position,
      title: t.title,
      fileName: t.fileName,
      hasFile: !!t.fileId,
    }));
    const state = { ...found, tracks };
    const missing = isInProgress(found.status) ? releaseDetailsIssues(state, this.deps.clock.now()) : [];
    return {
      id,
      status: found.status,
      releaseTitle: found.releaseTitle,
      releaseType: found.releaseType,
      releaseDate: found.releaseDate,
      primaryGenre: found.primaryGenre,
      tracks,
      missing,
      completed: !isInProgress(found.status),
    };
  }

  async save(artistId: string, id: string, changes: ReleaseDetailsChanges): Promise<ReleaseDetailsView> {
    return this.deps.unitOfWork.run(async () => {
      const before = await this.view(artistId, id);
      if (!isInProgress(before.status)) throw new ReleaseDetailsConflictError(RELEASE_DETAILS_MESSAGES.notInProgress);
      const now = this.deps.clock.now();
      await this.deps.submissions.saveReleaseDetails(id, changes, now);
      const after = await this.view(artistId, id);
      if (after.missing.length > 0) return after;
      const move = transitionStatus(after.status, 'pending');
      if (!move.ok) throw new ReleaseDetailsConflictError(move.message);
      await this.deps.submissions.changeStatus(id, after.status, STATUS_LABELS[move.status], now);
      await this.deps.submissions.addReview({
        submissionId: id,
        fromStatus: after.status,
        toStatus: STATUS_LABELS[move.status],
        note: null,
        changedBy: `artist:${artistId}`,
        createdAt: now,
        actor: 'artist',
      });
      await this.deps.jobs.enqueue({ kind: BOARD_JOBS.refreshSubmissionItem, payload: { submissionId: id } });
      return this.view(artistId, id);
    });
  }
}
