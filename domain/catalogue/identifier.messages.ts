/** Store identifiers: an artist brings their own on a catalogue transfer, or the label assigns them on approval. */
export const IDENTIFIER_MESSAGES = {
  isrcInvalid: 'Please enter a valid ISRC: country code, registrant, year and number, e.g. GB-A1B-25-00001',
  isrcCountry: 'An ISRC starts with a two-letter country code (e.g. GB)',
  upcInvalid: 'Please enter a valid UPC (12 digits) or EAN (13 digits)',
  upcCheckDigit: 'This UPC/EAN has a wrong check digit; please copy it again from your distributor',
  isrcTaken: 'This ISRC is already used by another recording in the catalogue',
  isrcRepeated: (first: number) => `Each recording has its own ISRC: track ${first + 1} already has this one`,
  upcTaken: 'This UPC is already used by another release in the catalogue',
  // Said to the artist: the code cannot be used, without saying whose it is (the catalogue is not theirs to read).
  isrcUnavailable: "This ISRC can't be used for this release. Please check it against your distributor's records, or contact the label.",
  upcUnavailable: "This UPC can't be used for this release. Please check it against your distributor's records, or contact the label.",
  // Said to staff, who see the catalogue: approved releases never share an identifier.
  heldByApprovedRelease: (what: 'ISRC' | 'UPC', value: string) =>
    `The ${what} ${value} belongs to another approved release; correct this release's ${what} before approving it`,
  transferIsrcRequired: 'Please give the ISRC this track already has, so its streams and playlists move with it',
  transferUpcRequired: 'Please give the UPC this release already has, so its streams and playlists move with it',
  noSuchTrack: (position: number) => `The release has no track ${position + 1}`,
} as const;
