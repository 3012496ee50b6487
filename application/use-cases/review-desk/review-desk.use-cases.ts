import { checkMetadata, metadataSubjectOf, type MetadataWarning } from '../../../domain/metadata';
import { reviewAge, type ReviewAge } from '../../../domain/status';
import { diffVersions, type FieldChange } from '../../../domain/versions';
import type { DeskCursor, DeskQuery, DeskRow, StaffComment, SubmissionVersion } from '../../ports/review-loop.repository.port';
import type { StoredSubmission } from '../../ports/submission.repository.port';
import type { BoardSyncJob, SubmissionReview, SubmissionSummary } from '../../ports/submission-review.repository.port';
import { NotFoundError, SUBMISSION_NOT_FOUND } from '../profile/artist-portal.use-cases';
import { normaliseStatusFilter, type ReviewDeskDeps } from './review-desk.deps';

export { ReviewConflictError, ReviewInputError } from './review-desk.deps';

export const REVIEW_PAGE_MAX = 100;

export type DeskItem = DeskRow & { age: ReviewAge };

export interface ReviewPage {
  items: DeskItem[];
  /** Pass back as `after` for the next page; null on the last page. */
  next: DeskCursor | null;
}

export type DeskListInput = Omit<DeskQuery, 'statuses' | 'sort'> & { statuses?: string[]; sort?: DeskQuery['sort'] };

export interface ReviewDetail {
  submission: SubmissionSummary;
  full: StoredSubmission | undefined;
  reviews: SubmissionReview[];
  comments: StaffComment[];
  versions: { version: number; createdAt: Date }[];
  /** What the latest version changed since the one before it (empty while there is one version). */
  changes: FieldChange[];
  metadataWarnings: MetadataWarning[];
  boardSync: { boardItemId: string | null; state: 'synced' | 'pending' | 'failed' | 'not-queued'; job: BoardSyncJob | null };
  assignedTo: { id: string; name: string } | null;
}

function changesOf(versions: SubmissionVersion[]): FieldChange[] {
  if (versions.length < 2) return [];
  return diffVersions(versions[versions.length - 2].payload, versions[versions.length - 1].payload);
}

/** The staff review desk: search and read submissions (decisions live in ReviewDecisionsUseCase). */
export class ReviewDesk {
  constructor(private readonly deps: ReviewDeskDeps) {}

  async list(query: DeskListInput): Promise<ReviewPage> {
    const limit = Math.min(Math.max(query.limit, 1), REVIEW_PAGE_MAX);
    const sort = query.sort ?? 'newest';
    const rows = await this.deps.loop.search({
      ...query,
      sort,
      statuses: normaliseStatusFilter(query.statuses),
      search: query.search?.trim() || undefined,
      limit: limit + 1,
    });
    const now = this.deps.clock.now();
    const items = rows.slice(0, limit).map((row) => ({
      ...row,
      age: reviewAge(new Date(row.createdAt), now, { status: row.status, fromWaitingList: row.fromWaitingList }),
    }));
    const last = rows[limit - 1];
    return { items, next: rows.length > limit && last ? this.deps.loop.cursorOf(last, sort) : null };
  }

  async detail(id: string): Promise<ReviewDetail> {
    const d = this.deps;
    const submission = await d.reviews.find(id);
    if (!submission) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    const [full, reviews, job, comments, versions, assignedTo] = await Promise.all([
      d.submissions.find(id),
      d.reviews.reviews(id),
      d.reviews.latestBoardJob(id),
      d.loop.comments(id),
      d.loop.versions(id),
      d.loop.assigneeOf(id),
    ]);
    const state = submission.boardItemId ? 'synced' : !job ? 'not-queued' : job.status === 'dead' ? 'failed' : 'pending';
    return {
      submission,
      full,
      reviews,
      comments,
      versions: versions.map((v) => ({ version: v.version, createdAt: v.createdAt })),
      changes: changesOf(versions),
      metadataWarnings: full ? checkMetadata(metadataSubjectOf(full)) : [],
      boardSync: { boardItemId: submission.boardItemId, state, job: job ?? null },
      assignedTo,
    };
  }
}
