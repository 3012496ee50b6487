import { SPOTIFY_HOST, SPOTIFY_MESSAGES } from './spotify.messages';

export const SPOTIFY_LINK_TYPES = ['artist', 'track', 'album'] as const;
export type SpotifyLinkType = (typeof SPOTIFY_LINK_TYPES)[number];

export interface SpotifyLink {
  type: SpotifyLinkType;
  id: string;
}

const ID = '[A-Za-z0-9]+';
// https://open.spotify.com[/intl-xx]/type/id[/][?query][#hash] — scheme and 'www.' optional.
const URL_PATTERN = new RegExp(
  `^(?:https?://)?(?:www\\.)?${SPOTIFY_HOST.replace(/\./g, '\\.')}/(?:intl-[A-Za-z]{2}(?:[-_][A-Za-z]+)?/)?(artist|track|album)/(${ID})/?(?:[?#].*)?$`,
  'i',
);
const URI_PATTERN = new RegExp(`^spotify:(artist|track|album):(${ID})$`, 'i');

/** Parses a Spotify artist, track or album link or `spotify:` URI; null when it is neither. */
export function parseSpotifyLink(input: string | null | undefined): SpotifyLink | null {
  const text = (input ?? '').trim();
  const match = URL_PATTERN.exec(text) ?? URI_PATTERN.exec(text);
  return match ? { type: match[1].toLowerCase() as SpotifyLinkType, id: match[2] } : null;
}

/** The artist-link rule of public flow §5: null when valid, else the message. */
export function spotifyArtistLinkMessage(input: string | null | undefined): string | null {
  if ((input ?? '').trim() === '') return SPOTIFY_MESSAGES.artistUrlRequired;
  return parseSpotifyLink(input)?.type === 'artist' ? null : SPOTIFY_MESSAGES.artistUrlInvalid;
}

export function spotifyUrl(link: SpotifyLink): string {
  return `https://${SPOTIFY_HOST}/${link.type}/${link.id}`;
}
