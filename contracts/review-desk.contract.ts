import type { TrackCredits } from '../domain/credits';
import type { FileQualityReport } from './uploads.contract';

/** GET /api/review-desk/submissions query (staff). */
export interface ReviewListQuery {
  status?: string;
  from?: string;
  to?: string;
  /** Text search on artist name and release title. */
  q?: string;
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

export interface ReviewListResponse {
  success: true;
  submissions: ReviewRow[];
  /** Keyset cursor of the next page; null on the last. */
  nextCursor: string | null;
}

export interface ReviewNote {
  id: string;
  fromStatus: string;
  toStatus: string;
  note: string | null;
  changedBy: string;
  createdAt: string;
}

/** The stored submission's parts the review page shows. */
export interface ReviewSubmissionContent {
  firstName: string;
  surname: string;
  country: string;
  city: string;
  subGenre: string;
  artworkFileId: string | null;
  artworkUrl: string;
  tracks: { clientId: string; title: string; fileId: string | null; fileName: string; credits: TrackCredits }[];
  catalogueItems: { clientId: string; type: 'track' | 'album'; title: string; artist: string; image: string; spotifyUrl: string }[];
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
  boardSync: BoardSyncState;
  /** Quality report of each track file, by file id. */
  qualityReports: Record<string, FileQualityReport>;
  artworkQuality: FileQualityReport | null;
}

/** POST /api/review-desk/submissions/:id/status */
export interface ChangeStatusRequest {
  status: string;
  /** A note to the artist: stored, mailed and shown on their submission page. */
  note?: string;
}

export interface ChangeStatusResponse {
  success: true;
  review: ReviewNote;
}

/** GET /api/review-desk/waiting-list */
export interface WaitingListQuery {
  before?: string;
  limit?: number;
}

export interface WaitingListRow {
  id: string;
  firstName: string;
  surname: string;
  artistName: string;
  email: string;
  country: string;
  city: string;
  listenLink: string;
  projectDescription: string;
  createdAt: string;
  /** Set once staff invited this person (an artist with the same email exists). */
  invitedArtistId: string | null;
}

export interface WaitingListResponse {
  success: true;
  entries: WaitingListRow[];
}

/** POST /api/review-desk/waiting-list/:id/invite */
export interface InviteWaitingEntryResponse {
  success: true;
  invitationId: string;
  artistId: string;
  email: string;
  expiresAt: string;
}

/** GET /api/review-desk/mail-outbox */
export interface OutboxQuery {
  to?: string;
  category?: string;
  limit?: number;
}

export interface OutboxMail {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string;
  category?: string;
  status: 'stored' | 'sent' | 'failed';
  createdAt: string;
}

export interface OutboxResponse {
  success: true;
  mails: OutboxMail[];
}
