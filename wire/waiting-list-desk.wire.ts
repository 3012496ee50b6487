// The waiting list as staff read it on the desk, and inviting an entry.

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
