// spec: public flow §5 Streaming-service artist link, Lookup client, Catalogue panel; §8 Streaming lookups; §2.5.
export const SPOTIFY_HOST = 'open.spotify.com';

export const SPOTIFY_MESSAGES = {
  artistUrlRequired: 'Please enter a Spotify artist URL',
  artistUrlInvalid: `Please enter a valid Spotify artist URL (e.g., https://${SPOTIFY_HOST}/artist/...)`,
  verifyFailed: 'Could not verify Spotify profile',
  haveProfile: 'I have a Spotify profile',
  newArtist: "I'm a new artist",
  searchArtistMode: 'Search Artist',
  enterUrlMode: 'Enter URL',
} as const;

export const LOOKUP_MESSAGES = {
  emptyQuery: 'Search query cannot be empty',
  emptyAlbumId: 'Album ID cannot be empty',
  emptyTrackId: 'Track ID cannot be empty',
  searchFailed: 'Search failed',
  artistSearchError: 'Error searching for artists',
  musicSearchError: 'Error searching for music',
  verifyError: 'Error verifying artist URL',
  albumMetadataError: 'Error getting album metadata',
  trackMetadataError: 'Error getting track metadata',
  connectionTestFailed: 'Connection test failed',
  // Ours (the spec words none of these): the lookup API's refusals beyond its argument checks.
  albumNotFound: 'Album not found',
  trackNotFound: 'Track not found',
  unavailable: 'The music catalogue is not available right now. Please try again in a few minutes.',
  searchType: 'Search type must be track, album or track,album',
} as const;

export const CATALOGUE_MESSAGES = {
  heading: 'Add your release from Spotify',
  searchMode: 'Search Music',
  searchLabel: 'Search for your track or album',
  urlRequired: 'Please enter a Spotify URL',
  urlInvalid: 'Please enter a valid Spotify track or album URL',
  howItWorks: 'How does the transfer process work?',
  addedReleases: (count: number) => `Added Releases (${count})`,
  empty: 'No catalogue items added yet. Search for your music or paste a Spotify URL above.',
  addFailed: 'Error adding item to catalogue',
  noImmediateTransfer: 'Adding URLs does not start a transfer right away; our team will be in touch after review.',
  atLeastOneRelease: 'Please add at least one release to transfer',
  alreadyAdded: 'This release is already in your list',
} as const;

/** Defaults when a metadata fetch fails (public flow §3/§4). */
export const CATALOGUE_DEFAULTS = { label: 'Unknown Label', isrc: 'N/A' } as const;

/** Store identifiers: an artist brings their own on a catalogue transfer, or the label assigns them on approval. */
export const IDENTIFIER_MESSAGES = {
  isrcInvalid: 'Please enter a valid ISRC: country code, registrant, year and number, e.g. GB-A1B-25-00001',
  isrcCountry: 'An ISRC starts with a two-letter country code (e.g. GB)',
  upcInvalid: 'Please enter a valid UPC (12 digits) or EAN (13 digits)',
  upcCheckDigit: 'This UPC/EAN has a wrong check digit; please copy it again from your distributor',
  isrcTaken: 'This ISRC is already used by another recording in the catalogue',
  isrcRepeated: (first: number) => `Each recording has its own ISRC: track ${first + 1} already has this one`,
  upcTaken: 'This UPC is already used by another release in the catalogue',
  transferIsrcRequired: 'Please give the ISRC this track already has, so its streams and playlists move with it',
  transferUpcRequired: 'Please give the UPC this release already has, so its streams and playlists move with it',
  noSuchTrack: (position: number) => `The release has no track ${position + 1}`,
} as const;
