import type { ChosenCatalogueItem } from '../domain/catalogue/catalogue-item';
import type { TransferIdentifiers } from '../domain/catalogue/transfer-identifiers';
import type { TrackCredits } from '../domain/credits';
import type { ReleaseFields } from '../domain/release/release-fields';
import type { TrackFields } from '../domain/tracks';
import type { MetadataWarning } from '../domain/metadata';
import type { ReviewAge } from '../domain/status';
import type { FieldChange } from '../domain/versions';
import type { PinnedNoteView } from './profile.wire';
import type { FileQualityReport } from './uploads.wire';

export type DeskSortOrder = 'newest' | 'oldest' | 'release-date';

/** The desk's filters, shared by the list, the CSV export and the bulk change. */
export interface DeskFilter {
  /** Statuses, any case, comma-separated (Pending,Changes Requested). */
  status?: string;
  /** Submitted at or after. */
  from?: string;
  /** Submitted before (exclusive). */
  to?: string;
  /** Waiting at least this many days. */
  minAgeDays?: number;
  /** Release date on or after (YYYY-MM-DD). */
  releaseFrom?: string;
  /** Release date on or before (YYYY-MM-DD). */
  releaseTo?: string;
  /** Text search on artist name, release title and email. */
  q?: string;
  /** A staff member's id, 'me' or 'none' (unassigned). */
  assignedTo?: string;
  /** 'blocking': only submissions with a track whose analysis found something stores would refuse. */
  findings?: 'blocking';
}

/** GET /api/review-desk/submissions query (staff); GET /api/review-desk/submissions.csv takes the DeskFilter part. */
export interface ReviewListQuery extends DeskFilter {
  sort?: DeskSortOrder;
  /** The nextCursor of the previous page. */
  cursor?: string;
  limit?: number;
}

/** One submission as the review desk lists it. */
export interface ReviewRow {
  id: string;
  artistId: string | null;
  boardItemId: string | null;
  status: string;
  uploadType: string;
  releaseType: string | null;
  releaseTitle: string;
  releaseDate: string | null;
  artistName: string;
  email: string;
  primaryGenre: string;
  artworkUrl: string;
  /** The uploaded artwork, served at /api/files/{id}. */
  artworkFileId: string | null;
  artworkFileName: string;
  /** First catalogue item's image (artwork fallback). */
  catalogueImage: string;
  createdAt: string;
  updatedAt: string;
}

/** A desk list row: the submission with its age against the review promise, assignee and version. */
export interface ReviewListRow extends ReviewRow {
  age: ReviewAge;
  assignedTo: { id: string; name: string } | null;
  version: number;
  /** The artist's email is on the waiting list (the review promise is then 7–10 days). */
  fromWaitingList: boolean;
  /** Where its split sheets stand: 'all agreed', 'n waiting', 'declined'; '' when nobody was asked. */
  splits: string;
}

export interface ReviewListResponse {
  success: true;
  submissions: ReviewListRow[];
  /** Keyset cursor of the next page; null on the last. */
  nextCursor: string | null;
}

/** One label copy correction on the desk's timeline. */
export interface LabelCopyCorrectionNote {
  sentence: string;
  by: string;
  createdAt: string;
}

export interface ReviewNote {
  id: string;
  fromStatus: string;
  toStatus: string;
  note: string | null;
  changedBy: string;
  createdAt: string;
  /** 'artist' for a resubmission (never undone from the desk). */
  actor: 'staff' | 'artist';
  /** The version of the submission the change was made on. */
  version: number;
  /** Notes pinned to fields with a request for changes. */
  pins: PinnedNoteView[];
}

/** An internal staff comment; the artist never sees it. */
export interface StaffCommentView {
  id: string;
  staffName: string;
  body: string;
  createdAt: string;
}

/** The stored submission's parts the review page shows: every declared release field (domain/release), names, files. */
export interface ReviewSubmissionContent extends ReleaseFields {
  firstName: string;
  surname: string;
  country: string;
  city: string;
  artworkFileId: string | null;
  artworkUrl: string;
  /** Every declared track field (domain/tracks), the track's file and its credits. */
  tracks: (TrackFields & { clientId: string; fileId: string | null; fileName: string; credits: TrackCredits })[];
  /** With the identifier the transferred item keeps: a track's ISRC, an album's UPC. */
  catalogueItems: (ChosenCatalogueItem & TransferIdentifiers)[];
}

export interface BoardSyncState {
  boardItemId: string | null;
  state: 'synced' | 'pending' | 'failed' | 'not-queued';
  job: { attempts: number; lastError: string | null } | null;
}

/** GET /api/review-desk/submissions/:id */
export interface ReviewDetailResponse {
  success: true;
  submission: ReviewRow;
  full: ReviewSubmissionContent | null;
  reviews: ReviewNote[];
  /** Staff's label copy corrections in words, oldest first ('℗ line: 2024 Old → 2025 New'). */
  corrections: LabelCopyCorrectionNote[];
  comments: StaffCommentView[];
  versions: { version: number; createdAt: string }[];
  /** What the latest version changed since the one before it (empty while there is one version). */
  changes: FieldChange[];
  metadataWarnings: MetadataWarning[];
  /** Before approval: each store that cannot take the release as it is (a date inside its lead time, a cover below its minimum), in words. */
  storeWarnings: string[];
  boardSync: BoardSyncState;
  /** The staff member the submission is assigned to, if anyone. */
  assignedTo: { id: string; name: string } | null;
  /** Quality report of each track file, by file id. */
  qualityReports: Record<string, FileQualityReport>;
  artworkQuality: FileQualityReport | null;
}

/** POST /api/review-desk/submissions/:id/status */
export interface ChangeStatusRequest {
  status: string;
  /** A note to the artist: stored, mailed and shown on their submission page. */
  note?: string;
  /** With Changes Requested only: notes pinned to fields ('tracks[0].title', 'artworkFileId'; domain/review-pins). */
  pins?: { field: string; note: string }[];
}

/** GET /api/review-desk/note-templates: the label's note templates for pinned notes. */
export interface NoteTemplatesResponse {
  success: true;
  templates: { id: string; fieldKind: string; body: string }[];
}

export interface ChangeStatusResponse {
  success: true;
  review: ReviewNote;
}
