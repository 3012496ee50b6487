import type { ConsentState, SheetShare } from '../domain/split-sheets';

/** One track of a collaborator's page: its current sheet and where this person stands on it. */
export interface SplitSheetPageTrack {
  trackKey: string;
  title: string;
  isrc: string | null;
  audioSha256: string | null;
  version: number;
  shares: (SheetShare & { mine: boolean })[];
  state: ConsentState;
  /** The version they answered: below `version` when an agreement carried over. */
  answeredVersion: number | null;
  answeredAt: string | null;
  declineReason: string | null;
}

/** GET /api/split-sheets/{token}: the collaborator's page (no account; the link is the credential). */
export interface SplitSheetPage {
  releaseTitle: string;
  artistName: string;
  person: { name: string; email: string };
  /** open: something waits for their answer; agreed/declined: the page is read-only. */
  state: 'open' | 'agreed' | 'declined';
  /** SHA-256 of the text they sign (every sheet shown): an agreement to another text is refused. */
  documentSha256: string;
  /** built-in: typed name on this page; embedded: the provider's signer opens in the page. */
  signing: 'built-in' | 'embedded';
  tracks: SplitSheetPageTrack[];
}

export interface SplitSheetPageResponse extends SplitSheetPage {
  success: true;
}

/** POST /api/split-sheets/{token}/agree (built-in signer). */
export interface AgreeSplitSheetRequest {
  fullName: string;
  consent: boolean;
  documentSha256: string;
}

/** POST /api/split-sheets/{token}/sign-url (embedded provider): answered with a SignUrlResponse. */
export interface OpenSplitSigningRequest {
  documentSha256: string;
}

/** POST /api/split-sheets/{token}/decline */
export interface DeclineSplitSheetRequest {
  reason: string;
}

export interface SplitSheetAnswerResponse {
  success: true;
  state: 'agreed' | 'declined';
}

/** One person on one track, as staff and the artist see it. */
export interface SplitConsentView {
  consentId: string;
  trackKey: string;
  trackTitle: string;
  sheetVersion: number;
  name: string;
  email: string;
  state: ConsentState;
  answeredVersion: number | null;
  askedAt: string;
  openedAt: string | null;
  answeredAt: string | null;
  declineReason: string | null;
  offlineNote: string | null;
  markedBy: string | null;
}

/** GET the release's split sheets (staff: /api/staff/submissions/{id}/split-sheets; artist: /api/submissions/{id}/split-sheets). */
export interface ReleaseSplitSheets {
  /** 'all agreed', 'n waiting', 'declined', or '' before anyone was asked. */
  summary: string;
  consent: 'block' | 'warn' | 'off';
  /** The approval's warning (who has not agreed), or null. */
  warning: string | null;
  tracks: { trackKey: string; title: string; isrc: string | null; audioSha256: string | null; version: number; shares: SheetShare[] }[];
  consents: SplitConsentView[];
}

export interface ReleaseSplitSheetsResponse extends ReleaseSplitSheets {
  success: true;
}
