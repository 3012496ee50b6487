/** How the draft began: the open wizard, an invitation or returning link, the artist's account, or a submission to rework. */
export type DraftOrigin = 'open' | 'invitation' | 'returning' | 'account' | 'changes-requested';

/** The answers as the wizard sent them (the submission payload); checked by the one validator on submit. */
export type DraftAnswers = Record<string, unknown>;

export interface DraftWizardState {
  step: number;
  extras: Record<string, string | number | boolean | null>;
}

/** A submission the artist is still working on, as stored. Its uploads are those of its form session. */
export interface DraftRecord {
  id: string;
  formSessionId: string;
  artistId: string | null;
  invitationId: string | null;
  returningLinkId: string | null;
  submissionId: string | null;
  origin: DraftOrigin;
  revision: number;
  answers: DraftAnswers;
  wizard: DraftWizardState;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
}

export type NewDraft = Omit<DraftRecord, 'id' | 'revision' | 'createdAt' | 'updatedAt'> & { createdAt: Date };

export interface DraftOwnerChanges {
  artistId?: string;
  invitationId?: string;
  returningLinkId?: string;
}

export interface DraftRepository {
  create(draft: NewDraft): Promise<DraftRecord>;
  find(id: string): Promise<DraftRecord | null>;
  /** The artist's most recently touched draft of a new release (not one reworking a submission). */
  findLatestOfArtist(artistId: string): Promise<DraftRecord | null>;
  findOfSubmission(submissionId: string): Promise<DraftRecord | null>;
  /** The draft an unexpired resume link leads to. */
  findByResumeLink(tokenHash: string, now: Date): Promise<DraftRecord | null>;
  addResumeLink(draftId: string, tokenHash: string, expiresAt: Date): Promise<void>;
  /**
   * Stores the answers when `baseRevision` is still the stored revision; the new revision, or null when another
   * window saved in between. Every save pushes the expiry out.
   */
  save(
    id: string,
    baseRevision: number,
    changes: { answers: DraftAnswers; wizard: DraftWizardState; owner?: DraftOwnerChanges },
    at: Date,
    expiresAt: Date,
  ): Promise<number | null>;
  /** Records the invitation or returning link the artist came back through. */
  attach(id: string, owner: DraftOwnerChanges): Promise<void>;
  /** Gives an anonymous draft to the artist who signed in while working on it. */
  claim(id: string, artistId: string): Promise<void>;
  listOfArtist(artistId: string): Promise<DraftRecord[]>;
  delete(id: string): Promise<boolean>;
  /** Deletes drafts that expired before `now`; answers their form sessions (whose uploads are then orphans). */
  deleteExpired(now: Date, limit: number): Promise<string[]>;
}
export const DRAFT_REPOSITORY = Symbol('DraftRepository');
