import { normaliseStatus, STATUS_LABELS, STATUS_TRANSITION_MESSAGES, transitionStatus } from '../../../domain/status';
import type { Clock } from '../../ports/clock.port';
import type { Mailer } from '../../ports/mailer.port';
import type { StoredSubmission, SubmissionRepository } from '../../ports/submission.repository.port';
import type {
  BoardSyncJob,
  ReviewListQuery,
  SubmissionReview,
  SubmissionReviewRepository,
  SubmissionSummary,
} from '../../ports/submission-review.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { NotFoundError, SUBMISSION_NOT_FOUND } from '../profile/artist-portal.use-cases';
import { statusChangeMail } from './status-change.mail';

export const REVIEW_PAGE_MAX = 100;

export class ReviewInputError extends Error {}
export class ReviewConflictError extends Error {}

export interface ReviewPage {
  items: SubmissionSummary[];
  /** Pass back as `after` for the next page; null on the last page. */
  next: { createdAt: Date; id: string } | null;
}

export interface ReviewDetail {
  submission: SubmissionSummary;
  full: StoredSubmission | undefined;
  reviews: SubmissionReview[];
  boardSync: { boardItemId: string | null; state: 'synced' | 'pending' | 'failed' | 'not-queued'; job: BoardSyncJob | null };
}

/** The staff review desk: list, read, and move submissions by the domain's transitions with a note to the artist. */
export class ReviewDesk {
  constructor(
    private readonly reviews: SubmissionReviewRepository,
    private readonly submissions: SubmissionRepository,
    private readonly mailer: Mailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(query: Omit<ReviewListQuery, 'status'> & { status?: string }): Promise<ReviewPage> {
    const status = query.status ? normaliseStatus(query.status) : undefined;
    if (status === null) throw new ReviewInputError(STATUS_TRANSITION_MESSAGES.unknownStatus(query.status as string));
    const limit = Math.min(Math.max(query.limit, 1), REVIEW_PAGE_MAX);
    const rows = await this.reviews.list({ ...query, status, search: query.search?.trim() || undefined, limit: limit + 1 });
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return { items, next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null };
  }

  async detail(id: string): Promise<ReviewDetail> {
    const submission = await this.reviews.find(id);
    if (!submission) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    const [full, reviews, job] = await Promise.all([this.submissions.find(id), this.reviews.reviews(id), this.reviews.latestBoardJob(id)]);
    const state = submission.boardItemId ? 'synced' : !job ? 'not-queued' : job.status === 'dead' ? 'failed' : 'pending';
    return { submission, full, reviews, boardSync: { boardItemId: submission.boardItemId, state, job: job ?? null } };
  }

  /** One transaction: the status, the review row (with the note) and the mail to the artist commit together. */
  async changeStatus(id: string, to: string, note: string | undefined, staff: { id: string; name: string }): Promise<SubmissionReview> {
    return this.unitOfWork.run(async () => {
      const submission = await this.reviews.find(id);
      if (!submission) throw new NotFoundError(SUBMISSION_NOT_FOUND);
      if (!normaliseStatus(to)) throw new ReviewInputError(STATUS_TRANSITION_MESSAGES.unknownStatus(to));
      const move = transitionStatus(submission.status, to);
      if (!move.ok) throw new ReviewConflictError(move.message);
      const now = this.clock.now();
      const label = STATUS_LABELS[move.status];
      if (!(await this.reviews.changeStatus(id, submission.status, label, now))) {
        throw new ReviewConflictError('The submission changed while you were reviewing it. Reload and try again.');
      }
      const cleanNote = note?.trim() ? note.trim() : null;
      const review = await this.reviews.addReview({ submissionId: id, fromStatus: submission.status, toStatus: label, note: cleanNote, changedBy: staff.name || staff.id, createdAt: now });
      await this.mailer.send(statusChangeMail(submission, label, cleanNote));
      return review;
    });
  }
}
