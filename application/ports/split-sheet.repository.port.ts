import type { ConsentState, SheetShare, SplitSheet } from '../../domain/split-sheets';

/** One person's consent to one track's current split sheet, as staff and the artist see it. */
export interface SplitConsentRecord {
  id: string;
  submissionId: string;
  trackKey: string;
  /** The version of the sheet this consent belongs to (the track's current one). */
  sheetVersion: number;
  email: string;
  name: string;
  state: ConsentState;
  /** The version the person answered: lower than sheetVersion when their agreement carried over. */
  answeredVersion: number | null;
  askedAt: Date;
  openedAt: Date | null;
  answeredAt: Date | null;
  declineReason: string | null;
  signedName: string | null;
  signerIp: string | null;
  signerUserAgent: string | null;
  documentSha256: string | null;
  offlineNote: string | null;
  markedBy: string | null;
}

export interface SplitLinkRecord {
  id: string;
  submissionId: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

/** A new round of asking: the sheets of one release version, whom it asks, and their links. */
export interface SplitRound {
  submissionId: string;
  version: number;
  sheets: SplitSheet[];
  /** Person and track pairs asked anew; everyone else on a sheet carries their earlier consent over. */
  asked: { trackKey: string; email: string; name: string }[];
  links: { email: string; tokenHash: string; expiresAt: Date }[];
  at: Date;
}

export interface SplitAnswer {
  outcome: 'agreed' | 'declined';
  at: Date;
  declineReason?: string;
  signedName?: string;
  signerIp?: string;
  signerUserAgent?: string;
  documentSha256?: string;
}

/** A track's master shares once every holder agreed to its current sheet, for royalty statements. */
export interface AgreedMasterShares {
  submissionId: string;
  trackKey: string;
  isrc: string | null;
  version: number;
  audioSha256: string | null;
  shares: Pick<SheetShare, 'name' | 'email' | 'percentage'>[];
}

/** Split sheets, their consents and the collaborators' private links. Writes join the caller's unit of work. */
export interface SplitSheetRepository {
  /** The latest sheet of every track of the release, in track order; [] before anyone was asked. */
  currentSheets(submissionId: string): Promise<SplitSheet[]>;
  /** The highest version a round was saved for, or null. */
  latestRound(submissionId: string): Promise<number | null>;
  /** Writes the round's sheets, consents (new or carried over) and links; false when that version was saved already. */
  saveRound(round: SplitRound): Promise<boolean>;
  addLink(link: { submissionId: string; email: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  findLink(tokenHash: string): Promise<SplitLinkRecord | undefined>;
  /** The consents of the release's current sheets; with `email`, only that person's. */
  consents(submissionId: string, email?: string): Promise<SplitConsentRecord[]>;
  markOpened(submissionId: string, email: string, at: Date): Promise<void>;
  /** Answers every still-answerable current consent of the person at once; how many it answered (0: already answered). */
  answer(submissionId: string, email: string, answer: SplitAnswer): Promise<number>;
  /** Asks the person again (Resend): their unanswered or expired consents are asked anew from `at`; how many. */
  reopen(submissionId: string, email: string, at: Date): Promise<number>;
  /** Staff mark one consent agreed offline; false when it was agreed already. */
  markAgreedOffline(consentId: string, by: string, note: string, at: Date): Promise<{ submissionId: string } | null>;
  /** Marks the release's unanswered consents asked on or before `askedBefore` expired; how many. */
  expireUnanswered(submissionId: string, askedBefore: Date): Promise<number>;
  /** Claims a reminder once across instances; false when it was sent already. */
  claimReminder(reminder: { submissionId: string; email: string; round: number; ordinal: number; at: Date }): Promise<boolean>;
  /** THE query for statements: the agreed master shares of a track's current version; undefined unless all agreed. */
  agreedMasterShares(submissionId: string, trackKey: string): Promise<AgreedMasterShares | undefined>;
}
export const SPLIT_SHEET_REPOSITORY = Symbol('SplitSheetRepository');
