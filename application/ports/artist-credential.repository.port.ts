export interface ArtistSignInRecord {
  artistId: string;
  artistCode: string;
  email: string;
  firstName: string;
  surname: string;
  artistName: string;
  status: string;
  /** Absent when no code was issued or it was revoked. */
  codeHash: string | null;
}

/** Artist sign-in: the artists row (artist ID = artist_code) and the hash of its invitation code. */
export interface ArtistCredentialRepository {
  findByArtistCode(artistCode: string): Promise<ArtistSignInRecord | undefined>;
  findByArtistId(artistId: string): Promise<ArtistSignInRecord | undefined>;
  storeCode(artistId: string, codeHash: string, issuedAt: Date): Promise<void>;
  /** True when a code was ever issued (live or revoked). */
  hasCode(artistId: string): Promise<boolean>;
  revokeCode(artistId: string, at: Date): Promise<boolean>;
  /** Lifts a revocation, keeping the same code; false when the artist has no code. */
  restoreCode(artistId: string): Promise<boolean>;
}
export const ARTIST_CREDENTIAL_REPOSITORY = Symbol('ArtistCredentialRepository');
