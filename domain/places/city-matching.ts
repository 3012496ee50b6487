import { PLACES_MESSAGES } from './places.messages';

// spec: public flow §3 Pick-lists / §8. Works on a country's already-loaded city list, so the web can match the
// per-country file it fetched without the world city data (domain/places/cities.ts) in its bundle.

export interface CitySuggestions {
  cities: readonly string[];
  /** The pick-list's empty/disabled text, or null when there are suggestions. */
  message: string | null;
}

export const CITY_SUGGESTION_LIMIT = 50;

/** Suggestions from one country's city names: names starting with the query first, then containing it. */
export function matchCities(cities: readonly string[], query: string | null | undefined, limit = CITY_SUGGESTION_LIMIT): CitySuggestions {
  const q = (query ?? '').trim().toLowerCase();
  const starts = cities.filter((c) => c.toLowerCase().startsWith(q));
  const contains = q === '' ? [] : cities.filter((c) => !c.toLowerCase().startsWith(q) && c.toLowerCase().includes(q));
  const matched = [...starts, ...contains].slice(0, limit);
  return { cities: matched, message: matched.length === 0 ? PLACES_MESSAGES.noCities : null };
}
