// spec: public flow §5 Streaming-service artist link.
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
