/** Editable profile fields of artist-portal §3 (email is the account's and not edited here). */
export interface ArtistProfileFields {
  name: string;
  artistName: string;
  nationality: string;
  country: string;
  city: string;
  biography: string;
  spotifyProfile: string;
  appleMusicProfile: string;
  soundcloudProfile: string;
  instagramProfile: string;
  tiktokProfile: string;
  website: string;
  pplId: string;
  prsId: string;
}

export interface ArtistProfileRecord extends ArtistProfileFields {
  artistId: string;
  artistCode: string;
  email: string;
  firstName: string;
  surname: string;
  status: string;
  pictureKey: string | null;
  hasSignedContract: boolean;
  contractSignatureId: string | null;
}

export interface ArtistProfileRepository {
  find(artistId: string): Promise<ArtistProfileRecord | undefined>;
  update(artistId: string, changes: Partial<ArtistProfileFields> & { pictureKey?: string | null }): Promise<void>;
  markContractSigned(artistId: string, signatureRequestId: string): Promise<void>;
}
export const ARTIST_PROFILE_REPOSITORY = Symbol('ArtistProfileRepository');
