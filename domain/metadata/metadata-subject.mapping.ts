import type { TrackCredits } from '../credits';
import type { MetadataSubject } from './metadata-subject';

export interface SubmissionLikeForMetadata {
  artistName: string;
  releaseTitle: string;
  releaseType: string | null;
  primaryGenre: string;
  subGenre?: string;
  tracks: { title: string; credits: Pick<TrackCredits, 'featuredArtists' | 'parentalAdvisory' | 'lyrics'> }[];
}

/** The wizard's form and the stored submission share these fields, so both are checked by the same rules. */
export function metadataSubjectOf(form: SubmissionLikeForMetadata): MetadataSubject {
  return {
    artistName: form.artistName,
    releaseTitle: form.releaseTitle,
    releaseType: form.releaseType,
    primaryGenre: form.primaryGenre,
    subGenre: form.subGenre,
    tracks: form.tracks.map((t) => ({
      title: t.title,
      featuredArtistNames: t.credits.featuredArtists.map((a) => `${a.firstName} ${a.surname}`.trim()),
      parentalAdvisory: t.credits.parentalAdvisory,
      lyrics: t.credits.lyrics,
    })),
  };
}
