import { CATALOGUE_MESSAGES } from './catalogue.messages';
import { parseSpotifyLink, type SpotifyLink } from './spotify-link';

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
