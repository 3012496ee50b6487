export interface InvitedArtist {
  id: string;
  artistCode: string;
  email: string;
  firstName: string;
  surname: string;
  artistName: string;
}

export interface InvitationRecord {
  id: string;
  artist: InvitedArtist;
  reason: string;
  boardItemId: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

export interface ReturningLinkRecord {
  id: string;
  artist: InvitedArtist;
  active: boolean;
  usageCount: number;
  /** The artist's submissions so far, whichever way they were sent. */
  submissionCount: number;
  lastUsedAt: Date | null;
  expiresAt: Date;
}

/** Artists created by invitation, their one-time invitation tokens and reusable returning links (hashes only). */
export interface InvitationRepository {
  findArtistByEmail(email: string): Promise<InvitedArtist | undefined>;
  findArtistById(id: string): Promise<InvitedArtist | undefined>;
  createArtist(artist: Omit<InvitedArtist, 'id'>): Promise<InvitedArtist>;
  artistCodeExists(code: string): Promise<boolean>;
  createInvitation(input: {
    artistId: string;
    tokenHash: string;
    reason: string;
    createdBy: string;
    expiresAt: Date;
  }): Promise<{ id: string }>;
  setInvitationBoardItem(invitationId: string, boardItemId: string): Promise<void>;
  findInvitationByHash(tokenHash: string): Promise<InvitationRecord | undefined>;
  findInvitationById(id: string): Promise<InvitationRecord | undefined>;
  /** Marks it used by a submission; false when it was already used (a concurrent submit lost). */
  markInvitationUsed(invitationId: string, submissionId: string, at: Date): Promise<boolean>;
  createReturningLink(input: { artistId: string; tokenHash: string; expiresAt: Date }): Promise<{ id: string }>;
  findReturningLinkByHash(tokenHash: string): Promise<ReturningLinkRecord | undefined>;
  findReturningLinkById(id: string): Promise<ReturningLinkRecord | undefined>;
  recordReturningLinkUse(linkId: string, at: Date): Promise<void>;
  hasReturningLink(artistId: string): Promise<boolean>;
}
export const INVITATION_REPOSITORY = Symbol('InvitationRepository');
