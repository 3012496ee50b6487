import { SPOTIFY_HOST, SPOTIFY_MESSAGES, CATALOGUE_MESSAGES } from './catalogue.messages';

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

/** The catalogue panel's rule: a track or album link (public flow §5 Catalogue panel). */
export function parseCatalogueLink(input: string | null | undefined): { link: SpotifyLink } | { error: string } {
  if ((input ?? '').trim() === '') return { error: CATALOGUE_MESSAGES.urlRequired };
  const link = parseSpotifyLink(input);
  return link && link.type !== 'artist' ? { link } : { error: CATALOGUE_MESSAGES.urlInvalid };
}

/** One release whatever form its link takes (intl path, query, `spotify:` URI); null for anything else. */
export function catalogueLinkKey(input: string | null | undefined): string | null {
  const link = parseSpotifyLink(input);
  return link && link.type !== 'artist' ? `${link.type}:${link.id}` : null;
}

/** A link about to join the list: the panel's rule, then not a release the list holds already. */
export function catalogueLinkToAdd(
  input: string | null | undefined,
  listed: readonly { spotifyUrl?: string | null }[],
): { link: SpotifyLink } | { error: string } {
  const parsed = parseCatalogueLink(input);
  if ('error' in parsed) return parsed;
  const key = catalogueLinkKey(input);
  return listed.some((item) => catalogueLinkKey(item.spotifyUrl) === key) ? { error: CATALOGUE_MESSAGES.alreadyAdded } : parsed;
}

export function spotifyUrl(link: SpotifyLink): string {
  return `https://${SPOTIFY_HOST}/${link.type}/${link.id}`;
}
