// spec: public flow §5 and §9 Search.
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const ARTIST_RESULTS_REQUESTED = 8;
export const ARTIST_RESULTS_SHOWN = 5;
export const CATALOGUE_RESULTS_PER_TYPE = 5;
export const SEARCH_LIMIT_DEFAULT = 10;
export const SEARCH_LIMIT_MAX = 50;

/** Searches start at 2 or more non-blank characters. */
export function shouldSearch(query: string | null | undefined): boolean {
  return (query ?? '').trim().length >= SEARCH_MIN_CHARS;
}

/** Lookup client limit: default 10, capped at 50, at least 1. */
export function clampSearchLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return SEARCH_LIMIT_DEFAULT;
  return Math.max(1, Math.min(SEARCH_LIMIT_MAX, Math.floor(limit)));
}
