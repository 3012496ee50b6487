import type { SignatureStatus } from '../../domain/contract';

/** One artist as staff see them on the artists list. */
export interface StaffArtistRow {
  id: string;
  artistCode: string;
  artistName: string;
  firstName: string;
  surname: string;
  email: string;
  createdAt: Date;
  /** The latest agreement request, if any. */
  contract: { signatureId: string; status: SignatureStatus; completedAt: Date | null } | null;
  submissionCount: number;
  lastSignInAt: Date | null;
  /** False once the code was revoked (or none was ever issued). */
  hasSignInCode: boolean;
}

export interface StaffArtistsQueries {
  /** By artist name, then id; search on artist name, artist ID and email. */
  list(options: { search?: string; limit: number; offset: number }): Promise<StaffArtistRow[]>;
}
export const STAFF_ARTISTS_QUERIES = Symbol('StaffArtistsQueries');
