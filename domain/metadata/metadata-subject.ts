/** What the style-guide rules read: the wizard's form and the stored submission both map onto it. */
export interface MetadataSubject {
  artistName: string;
  releaseTitle: string;
  releaseType: string | null;
  primaryGenre: string;
  subGenre?: string;
  tracks: MetadataTrack[];
}

export interface MetadataTrack {
  title: string;
  featuredArtistNames: string[];
  parentalAdvisory: boolean | null;
  lyrics: string;
}

/** A title or name with the form field it belongs to (the wizard scrolls to it). */
export interface NamedText {
  field: string;
  value: string;
}

export function titlesOf(subject: MetadataSubject): NamedText[] {
  const release = subject.releaseTitle.trim() ? [{ field: 'releaseTitle', value: subject.releaseTitle }] : [];
  return [...release, ...subject.tracks.map((t, i) => ({ field: `tracks[${i}].title`, value: t.title })).filter((t) => t.value.trim())];
}

export function artistNamesOf(subject: MetadataSubject): NamedText[] {
  const main = subject.artistName.trim() ? [{ field: 'artistName', value: subject.artistName }] : [];
  const featured = subject.tracks.flatMap((t, i) =>
    t.featuredArtistNames.map((name, j) => ({ field: `tracks[${i}].credits.featuredArtists[${j}]`, value: name })),
  );
  return [...main, ...featured.filter((n) => n.value.trim())];
}
