// (ours) Store style-guide checks; each message says what a distributor would refuse and how to fix it.
export const METADATA_RULE_MESSAGES = {
  genericTitle: (title: string) => `"${title}" is a placeholder title; stores refuse generic titles such as "Track 1" or "Untitled"`,
  versionWordsInTitle: (title: string) =>
    `"${title}" carries a version or format word (Explicit, Clean, Radio Edit, Remastered, Single…); stores take it from the release data, not the title`,
  featuringInArtist: (name: string) =>
    `"${name}" names a featured artist inside the artist field; add them as a featured artist instead of writing "feat." or "ft."`,
  allCapsTitle: (title: string) => `"${title}" is written in capitals only; stores ask for standard title case`,
  allLowercaseTitle: (title: string) => `"${title}" is written in lower case only; stores ask for standard title case`,
  linkOrEmoji: (value: string) => `"${value}" contains a web address, an email address or an emoji; stores refuse them in names and titles`,
  artistIsGenre: (name: string) => `The artist name "${name}" is a genre; stores refuse artist names that describe a genre`,
  singleTitleMismatch: (release: string, track: string) =>
    `A single's release title ("${release}") should match its track title ("${track}")`,
  explicitNotFlagged: (track: string) => `"${track}" has lyrics with explicit words but is not marked Parental Advisory`,
} as const;
