// spec: public flow §5 Lookup client, §8 Streaming lookups.
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
