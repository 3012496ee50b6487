import type { ReviewRow } from '../../wire/review-desk.wire';
import type { PinAnswer, PinnedFieldRef, PinnedNote } from '../../domain/review-pins';
import type { WithDates } from './with-dates';

/** One submission as the artist's dashboard and the staff review desk list it. */
export type SubmissionSummary = WithDates<ReviewRow, 'createdAt' | 'updatedAt'>;

export interface SubmissionReview {
  id: string;
  fromStatus: string;
  toStatus: string;
  note: string | null;
  changedBy: string;
  createdAt: Date;
  /** 'staff' for a desk decision, 'artist' for a resubmission. */
  actor: 'staff' | 'artist';
  /** The version of the submission the change was made on. */
  version: number;
  /** Notes staff pinned to fields with this decision (empty for most). */
  pins: PinnedNote[];
}

export type NewSubmissionReview = Omit<SubmissionReview, 'id' | 'actor' | 'version' | 'pins'> &
  Partial<Pick<SubmissionReview, 'actor' | 'version' | 'pins'>> & { submissionId: string };

export interface SubmissionTrackFile {
  position: number;
  title: string;
  fileId: string | null;
  fileName: string;
}

export interface ReleaseDetailsChanges {
  releaseTitle?: string;
  releaseType?: string;
  releaseDate?: string;
  primaryGenre?: string;
  trackTitles?: { position: number; title: string }[];
}

/** The latest board-mirroring job for a submission (durable queue). */
export interface BoardSyncJob {
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  updatedAt: Date;
}

export interface ReviewListQuery {
  /** Lower-case normalised status (domain/status). */
  status?: string;
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
  search?: string;
  after?: { createdAt: Date; id: string };
  limit: number;
}

export interface SubmissionReviewRepository {
  /** Newest first (created_at DESC, id DESC), keyset-paginated. */
  list(query: ReviewListQuery): Promise<SubmissionSummary[]>;
  listForArtist(artistId: string): Promise<SubmissionSummary[]>;
  find(id: string): Promise<SubmissionSummary | undefined>;
  /** Moves the status only if it is still `from` (two staff clicking at once: one wins); false otherwise. */
  changeStatus(id: string, from: string, to: string, at: Date): Promise<boolean>;
  addReview(review: NewSubmissionReview): Promise<SubmissionReview>;
  reviews(submissionId: string): Promise<SubmissionReview[]>;
  /** Sets (or replaces) the artist's answer on one pinned note of a review in one statement; false when it has no such pin. */
  answerPin(reviewId: string, field: PinnedFieldRef, answer: PinAnswer): Promise<boolean>;
  tracks(submissionId: string): Promise<SubmissionTrackFile[]>;
  /** The latest board job not done (queued, running or dead), else the latest done one. */
  latestBoardJob(submissionId: string): Promise<BoardSyncJob | undefined>;
  saveReleaseDetails(id: string, changes: ReleaseDetailsChanges, at: Date): Promise<void>;
}
export const SUBMISSION_REVIEW_REPOSITORY = Symbol('SubmissionReviewRepository');
