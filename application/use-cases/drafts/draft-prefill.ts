import type { InvitedArtist } from '../../ports/invitation.repository.port';
import type { ArtistProfileRecord } from '../../ports/artist-profile.repository.port';
import type { DraftAnswers } from '../../ports/draft.repository.port';

/** What the label already knows about an invited or signed-in artist, as first answers of their draft. */
export function prefilledAnswers(artist: InvitedArtist, profile: ArtistProfileRecord | undefined): DraftAnswers {
  const known: DraftAnswers = {
    firstName: artist.firstName,
    surname: artist.surname,
    email: artist.email,
    artistName: profile?.artistName || artist.artistName,
    country: profile?.country ?? '',
    city: profile?.city ?? '',
    bio: profile?.biography ?? '',
    instagramProfile: profile?.instagramProfile ?? '',
    tiktokProfile: profile?.tiktokProfile ?? '',
    spotifyProfile: profile?.spotifyProfile ?? '',
  };
  return Object.fromEntries(Object.entries(known).filter(([, value]) => value !== ''));
}
