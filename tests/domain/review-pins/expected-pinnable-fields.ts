/** What `pinnableFields` lists first for any release: the release's own fields, in the wizard's order. */
export const RELEASE_FIELDS = ['releaseTitle', 'artworkFileId', 'primaryGenre', 'releaseDate'];

/** What it lists next for a first track with two songwriters: its title, its audio and each songwriter's split. */
export const FIRST_TRACK_WITH_TWO_WRITERS_FIELDS = [
  'tracks[0].title',
  'tracks[0].fileId',
  'tracks[0].credits.songwriters[0].percentage',
  'tracks[0].credits.songwriters[1].percentage',
];
