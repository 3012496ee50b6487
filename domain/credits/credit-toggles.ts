import type { TrackCredits } from './track-credits';

// spec: public flow §4 Track credits: the side effects of the ticks.
export interface SoloArtist {
  firstName: string;
  surname: string;
  email: string;
}

/** Solo work clears featured and non-featured artists and pre-fills one songwriter at 100 % from the artist. */
export function setSoloWork(credits: TrackCredits, on: boolean, artist: SoloArtist, newId: string): TrackCredits {
  if (!on) return { ...credits, soloWork: false };
  return {
    ...credits,
    soloWork: true,
    featuredArtists: [],
    nonFeaturedArtists: [],
    songwriters: [{ id: newId, firstName: artist.firstName, lastName: artist.surname, email: artist.email, percentage: 100 }],
  };
}

export function setSelfProduced(credits: TrackCredits, on: boolean): TrackCredits {
  return on ? { ...credits, selfProduced: true, producers: [] } : { ...credits, selfProduced: false };
}

export function setSelfWritten(credits: TrackCredits, on: boolean): TrackCredits {
  return on ? { ...credits, selfWritten: true, songwriters: [] } : { ...credits, selfWritten: false };
}

export function setMasterSplit(credits: TrackCredits, on: boolean): TrackCredits {
  return on ? { ...credits, hasMasterSplit: true } : { ...credits, hasMasterSplit: false, masterSplits: [] };
}

/** Complete when solo work is ticked or at least one contributor of any kind exists. */
export function isCreditsSectionComplete(
  credits: Pick<TrackCredits, 'soloWork' | 'featuredArtists' | 'nonFeaturedArtists' | 'producers' | 'songwriters'>,
): boolean {
  return (
    credits.soloWork ||
    credits.featuredArtists.length + credits.nonFeaturedArtists.length + credits.producers.length + credits.songwriters.length > 0
  );
}
