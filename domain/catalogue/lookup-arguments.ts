import { LOOKUP_MESSAGES } from './lookup.messages';

// spec: public flow §8 Streaming lookups: the lookup client's argument checks.
/** Lookup client argument checks: null when fine, else the message. */
export function searchQueryProblem(query: string | null | undefined): string | null {
  return (query ?? '').trim() === '' ? LOOKUP_MESSAGES.emptyQuery : null;
}

export function lookupIdProblem(kind: 'album' | 'track', id: string | null | undefined): string | null {
  if ((id ?? '').trim() !== '') return null;
  return kind === 'album' ? LOOKUP_MESSAGES.emptyAlbumId : LOOKUP_MESSAGES.emptyTrackId;
}
