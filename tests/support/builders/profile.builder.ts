import type { ProfileView } from '../../../wire';
import type { ArtistProfileFields } from '../../../domain/profile';

/** Every field an artist fills in on the profile page, left blank as on a new account. */
export function blankProfileFields(): ArtistProfileFields {
  return {
    name: '',
    artistName: '',
    nationality: '',
    country: '',
    city: '',
    biography: '',
    spotifyProfile: '',
    appleMusicProfile: '',
    soundcloudProfile: '',
    instagramProfile: '',
    tiktokProfile: '',
    website: '',
    pplId: '',
    prsId: '',
  };
}

/** What the profile page shows of a new artist (AR-1, nova@example.com) who has filled in nothing yet. */
export function aProfileView(overrides: Partial<ProfileView> = {}): ProfileView {
  return {
    ...blankProfileFields(),
    userId: 'a1',
    artistId: 'AR-1',
    email: 'nova@example.com',
    picture: '',
    status: 'Active',
    profileCompleted: false,
    submissionCount: 0,
    hasSignedAgreement: false,
    agreementSignatureId: null,
    profileCompletion: 0,
    agreementStatus: null,
    ...overrides,
  };
}
