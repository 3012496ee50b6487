import type { ArtistProfileFields } from '../../../domain/profile';
import type { ArtistProfileRepository } from '../../ports/artist-profile.repository.port';

type Fillable = Pick<ArtistProfileFields, 'country' | 'city' | 'biography' | 'instagramProfile' | 'tiktokProfile' | 'spotifyProfile'>;

/**
 * What an artist typed in a submission fills the parts of their profile that are still empty, so the profile does
 * not start blank; anything the artist already wrote in the profile stays as it is.
 */
export async function fillProfileBlanks(
  profiles: ArtistProfileRepository,
  artistId: string,
  answers: { country: string; city: string; bio: string; instagramProfile: string; tiktokProfile: string; spotifyProfile: string },
): Promise<void> {
  const profile = await profiles.find(artistId);
  if (!profile) return;
  const offered: Fillable = {
    country: answers.country,
    city: answers.city,
    biography: answers.bio,
    instagramProfile: answers.instagramProfile,
    tiktokProfile: answers.tiktokProfile,
    spotifyProfile: answers.spotifyProfile,
  };
  const changes = Object.fromEntries(
    Object.entries(offered).filter(([key, value]) => value.trim() && !String(profile[key as keyof Fillable] ?? '').trim()),
  ) as Partial<Fillable>;
  if (Object.keys(changes).length > 0) await profiles.update(artistId, changes);
}
