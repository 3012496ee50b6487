// spec: artist-portal §3 Artist profile.
/** The fields an artist edits on their profile (email belongs to the account and is not edited there). */
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

export interface ArtistProfile extends ArtistProfileFields {
  userId: string;
  email: string;
  picture: string;
  status: string;
  profileCompleted: boolean;
  submissionCount: number;
  hasSignedAgreement: boolean;
  agreementSignatureId: string | null;
}

/** The edit kept while the artist signed in again is back in the form. */
export const UNSAVED_PROFILE_RESTORED = 'Your changes from before you were signed out are back. Save them to keep them.';
