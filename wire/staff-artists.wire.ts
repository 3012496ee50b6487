import type { SignatureStatus } from '../domain/agreement';

/** GET /api/review-desk/artists query (staff). */
export interface StaffArtistsQuery {
  /** Text on artist name, artist ID and email. */
  q?: string;
  limit?: number;
  offset?: number;
}

/** One artist as staff see them on the artists list. */
export interface StaffArtist {
  id: string;
  artistCode: string;
  artistName: string;
  firstName: string;
  surname: string;
  email: string;
  createdAt: string;
  /** The latest agreement request, if any. */
  agreement: { signatureId: string; status: SignatureStatus; completedAt: string | null } | null;
  submissionCount: number;
  lastSignInAt: string | null;
  /** False once the code was revoked (or none was ever issued). */
  hasSignInCode: boolean;
}

export interface StaffArtistsResponse {
  success: true;
  artists: StaffArtist[];
}

/** POST /api/review-desk/artists/:id/sign-in-code */
export interface ResendSignInCodeResponse {
  success: true;
  message: string;
}

/** POST /api/staff/artists/:artistId/revoke-access */
export interface RevokeArtistAccessResponse {
  success: true;
  message: string;
  /** Sessions of the artist that ended at once. */
  endedSessions: number;
}

/** POST /api/staff/artists/:artistId/restore-access */
export interface RestoreArtistAccessResponse {
  success: true;
  message: string;
}
