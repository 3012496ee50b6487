import { parseSpotifyLink } from '../catalogue/spotify-link';
import { SPOTIFY_MESSAGES } from '../catalogue/spotify.messages';
import type { FieldIssue } from '../shared/field-issue';
import { isBlank } from '../shared/text';
import { FORM_MESSAGES } from './forms.messages';
import { SERVER_SUBMISSION_MESSAGES } from './server-submission.messages';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A link typed without a scheme ('instagram.com/maya') gets https://; anything with a scheme is kept as typed. */
export function withWebScheme(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text && !HAS_SCHEME.test(text) ? `https://${text}` : text;
}

function webUrl(value: string | null | undefined): URL | null {
  try {
    const url = new URL(withWebScheme(value));
    const web = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.username && !url.password;
    return web ? url : null;
  } catch {
    return null;
  }
}

/** An http(s) address with a dotted host, scheme optional. */
export function isWebAddress(value: string | null | undefined): boolean {
  return webUrl(value) !== null;
}

/** public flow §5: a non-empty Instagram/TikTok entry is a link on that host with a profile path. */
export function socialLinkIssue(value: string | null | undefined, host: string, field: string): FieldIssue | null {
  if (isBlank(value)) return null;
  const url = webUrl(value);
  const hostname = url?.hostname.toLowerCase() ?? '';
  const onHost = hostname === host || hostname.endsWith(`.${host}`);
  return url && onHost && url.pathname.length > 1 ? null : { field, message: FORM_MESSAGES.includeHost(host) };
}

/** public flow §5 Streaming-service artist link, when one is given (a new artist leaves it empty). */
export function spotifyProfileIssue(value: string | null | undefined, field = 'spotifyProfile'): FieldIssue | null {
  if (isBlank(value)) return null;
  return parseSpotifyLink(value)?.type === 'artist' && isWebAddress(value) ? null : { field, message: SPOTIFY_MESSAGES.artistUrlInvalid };
}

/** Any other stored link: http(s) only (no javascript:, data: or bare words). */
export function webLinkIssue(
  value: string | null | undefined,
  field: string,
  message: string = SERVER_SUBMISSION_MESSAGES.webLinkRequired,
): FieldIssue | null {
  return isBlank(value) || isWebAddress(value) ? null : { field, message };
}
