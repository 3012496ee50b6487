import type { FileQualityReport } from './uploads.wire';
import type { CreateItemResponse, SubmissionFormPayload } from './submissions.wire';
import type { BotFields } from './waiting-list.wire';

/**
 * A draft is the submission as the server keeps it from the wizard's first save: the answers, the step and the
 * uploaded files. The wizard is a view of it. An anonymous draft is reached with its private resume token
 * (header `X-Draft-Token`, or the finish-later link `/submit/resume/{token}`); a signed-in artist's draft belongs
 * to the account and needs no token.
 */
export type DraftOrigin = 'open' | 'invitation' | 'returning' | 'account' | 'changes-requested';

/** What the wizard keeps beside the answers: where the artist was, and its own pick-list state. */
export interface DraftWizardState {
  /** 0-based wizard step the artist was on. */
  step: number;
  /** Web-only fields the payload has no place for (Spotify search mode, the connected Spotify profile, ...). */
  extras: Record<string, string | number | boolean | null>;
}

/** A stored upload the draft refers to (artwork, a track's WAV, a track's custom artwork). */
export interface DraftFile {
  fileId: string;
  fileName: string;
  kind: 'audio' | 'artwork';
  size: number;
  /** Hex SHA-256 recorded while the bytes were stored. */
  sha256: string | null;
  /** The track title the stored file carries (the title typed for its track at the last save). */
  trackTitle: string | null;
  url: string;
  quality: FileQualityReport | null;
  /** Another file of this draft with the same SHA-256 (same audio on two tracks), if any. */
  duplicateOf: string | null;
}

export interface DraftView {
  id: string;
  origin: DraftOrigin;
  /** Increases by one on every save; a save names the revision it started from. */
  revision: number;
  answers: SubmissionFormPayload;
  wizard: DraftWizardState;
  files: DraftFile[];
  /** The submission this draft will update on submit (changes requested), or null for a new submission. */
  submissionId: string | null;
  createdAt: string;
  updatedAt: string;
  /** When the job worker deletes it (and its files) if nobody touches it before. */
  expiresAt: string;
}

/**
 * POST /api/drafts: opens the draft for this context, or creates it. A signed-in artist gets their open draft
 * (pre-filled from the profile when new); `invitationToken` / `returningToken` open or create that artist's
 * draft, pre-filled. Anyone else gets a new anonymous draft.
 */
export interface CreateDraftRequest {
  invitationToken?: string;
  returningToken?: string;
  /** Start a second, empty draft even when one is open. */
  fresh?: boolean;
  /** Signed in: rework this submission (In Progress or Changes Requested); submitting it makes its next version. */
  fromSubmissionId?: string;
}

/** Every draft answer (POST /api/drafts, GET /api/drafts/:id, GET /api/drafts/resume/:token). */
export interface DraftResponse {
  success: true;
  data: DraftView;
  /** For callers who are not the signed-in owner: keep it (local storage) and send it as X-Draft-Token. */
  resumeToken?: string;
  /** The uploads' sessionId: every file of the draft is stored under it, on any device. */
  sessionId: string;
  /** A signed form session for that sessionId (uploads and the submit send it). */
  formSession: string;
}

/** PUT /api/drafts/:id. 409 when `baseRevision` is not the stored revision (changed in another window). */
export interface SaveDraftRequest {
  baseRevision: number;
  answers: SubmissionFormPayload;
  wizard: DraftWizardState;
}

export interface SaveDraftResponse {
  success: true;
  revision: number;
  savedAt: string;
  files: DraftFile[];
}

/** POST /api/drafts/:id/finish-later: mails the private link to the step-1 email (or `email`). */
export interface FinishLaterRequest {
  email?: string;
}

export interface FinishLaterResponse {
  success: true;
  /** `${PUBLIC_URL}/submit/resume/{token}` */
  link: string;
  expiresAt: string;
  /** The address it was mailed to, or null when the draft has no email yet. */
  mailedTo: string | null;
}

/**
 * POST /api/drafts/:id/submit (header Idempotency-Key): the one validator runs on the stored draft; the draft
 * becomes a submission (or the next version of its changes-requested submission) in one transaction.
 */
export type SubmitDraftRequest = BotFields;
export type SubmitDraftResponse = CreateItemResponse;

/** GET /api/profile/drafts: the signed-in artist's open drafts (dashboard 'In Progress'). */
export interface DraftSummary {
  id: string;
  releaseTitle: string;
  releaseType: string | null;
  submissionId: string | null;
  updatedAt: string;
  /** `/submit?draft={id}` */
  path: string;
}

export interface DraftsResponse {
  success: true;
  drafts: DraftSummary[];
}
