import type { SubmissionSummary } from './submission-review.repository.port';

/** An internal staff comment: staff read it on the desk; the artist's reads never touch this table. */
export interface StaffComment {
  id: string;
  staffName: string;
  body: string;
  createdAt: Date;
}

export interface NewStaffComment {
  submissionId: string;
  staffId: string;
  staffName: string;
  body: string;
  createdAt: Date;
}

export interface SubmissionVersion {
  version: number;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export interface DeskQuery {
  /** Lower-case normalised statuses (domain/status); any of them. */
  statuses?: string[];
  /** Text on artist name, release title, email or a track title, or an ISRC or UPC in any form staff type it (domain/catalogue `searchTermsOf`). */
  search?: string;
  submittedFrom?: Date;
  /** Exclusive. */
  submittedTo?: Date;
  releaseFrom?: string;
  releaseTo?: string;
  /** A staff id, or 'none' for unassigned. */
  assignedTo?: string;
  /** Only submissions with a file whose analysis has a blocking finding. */
  blockingFindings?: boolean;
  sort: DeskSort;
  after?: DeskCursor;
  limit: number;
}

export type DeskSort = 'newest' | 'oldest' | 'release-date';
export interface DeskCursor {
  /** The sort key of the last row seen (ISO timestamp or date). */
  key: string;
  id: string;
}

export interface DeskRow extends SubmissionSummary {
  assignedTo: { id: string; name: string } | null;
  /** The artist's email is on the waiting list (the review promise is then 7–10 days). */
  fromWaitingList: boolean;
  version: number;
}

/** The review desk's reads and the timeline's writes beyond status changes. */
export interface ReviewLoopRepository {
  search(query: DeskQuery): Promise<DeskRow[]>;
  /** Sort key of a row for the cursor. */
  cursorOf(row: DeskRow, sort: DeskSort): DeskCursor;
  addComment(comment: NewStaffComment): Promise<StaffComment>;
  comments(submissionId: string): Promise<StaffComment[]>;
  versions(submissionId: string): Promise<SubmissionVersion[]>;
  saveVersion(submissionId: string, version: number, payload: Record<string, unknown>, at: Date): Promise<void>;
  /** null to unassign; false when the staff account does not exist. */
  assign(submissionId: string, staffId: string | null, at: Date): Promise<boolean>;
  /** Active staff members, by name. */
  staffMembers(): Promise<{ id: string; name: string }[]>;
  /** Who the submission is assigned to, if anyone. */
  assigneeOf(submissionId: string): Promise<{ id: string; name: string } | null>;
  /** Locks the submission row for the rest of the transaction (resubmission and status changes serialise on it). */
  lockSubmission(submissionId: string): Promise<void>;
}
export const REVIEW_LOOP_REPOSITORY = Symbol('ReviewLoopRepository');
