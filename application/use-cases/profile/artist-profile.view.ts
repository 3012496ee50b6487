import type { SignatureStatus } from '../../../domain/agreement';
import { type ArtistProfile, profileCompletion } from '../../../domain/profile';
import type { ArtistProfileOverview } from '../../ports/artist-profile.repository.port';

export interface ArtistProfileView extends ArtistProfile {
  artistId: string;
  profileCompletion: number;
  agreementStatus: SignatureStatus | null;
}

/** The profile as the artist sees it: their artist code as `artistId`, the picture behind our own route. */
export function toProfileView(record: ArtistProfileOverview): ArtistProfileView {
  const completion = profileCompletion(record);
  const { artistCode, firstName: _f, surname: _s, pictureKey, artistId: userId, submissionCount, agreementStatus, ...fields } = record;
  return {
    ...fields,
    userId,
    artistId: artistCode,
    picture: pictureKey ? '/api/profile/picture' : '',
    profileCompletion: completion,
    profileCompleted: completion >= 100,
    submissionCount,
    agreementStatus,
  };
}
