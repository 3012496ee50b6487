/** Labels of form fields, used in missing-field lists and the required-information dialog. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'First Name',
  surname: 'Surname',
  email: 'Email',
  artistName: 'Artist Name',
  country: 'Country',
  city: 'City',
  releaseTitle: 'Release Title',
  primaryGenre: 'Primary Genre',
  subGenre: 'Sub-genre',
  releaseDate: 'Release Date',
  tracks: 'Tracks',
  listenLink: 'Listen Link',
  artworkContainsAi: 'Generative AI in the artwork',
  aiParts: 'Generative AI parts',
};
