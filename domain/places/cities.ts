import { City } from 'country-state-city';
import { countryCode } from './countries';
import { PLACES_MESSAGES } from './places.messages';

// spec: public flow §3 Pick-lists / §8: cities suggested per country; custom cities allowed.
// Imported on its own (not from the places barrel): the world city list is several MB and the web lazy-loads it.
const cache = new Map<string, readonly string[]>();

/** Unique city names of a country (code or English name), sorted; empty when the country is unknown. */
export function citiesOf(country: string | null | undefined): readonly string[] {
  const code = countryCode(country);
  if (!code) return [];
  const cached = cache.get(code);
  if (cached) return cached;
  const names = [...new Set((City.getCitiesOfCountry(code) ?? []).map((c) => c.name))].sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base' }),
  );
  cache.set(code, names);
  return names;
}

export interface CitySuggestions {
  cities: readonly string[];
  /** The pick-list's empty/disabled text, or null when there are suggestions. */
  message: string | null;
}

export const CITY_SUGGESTION_LIMIT = 50;

/** Suggestions: names starting with the query first, then containing it. */
export function suggestCities(country: string | null | undefined, query: string | null | undefined, limit = CITY_SUGGESTION_LIMIT): CitySuggestions {
  if ((country ?? '').trim() === '') return { cities: [], message: PLACES_MESSAGES.selectCountryFirst };
  const q = (query ?? '').trim().toLowerCase();
  const all = citiesOf(country);
  const starts = all.filter((c) => c.toLowerCase().startsWith(q));
  const contains = q === '' ? [] : all.filter((c) => !c.toLowerCase().startsWith(q) && c.toLowerCase().includes(q));
  const cities = [...starts, ...contains].slice(0, limit);
  return { cities, message: cities.length === 0 ? PLACES_MESSAGES.noCities : null };
}

/** A custom city is accepted as typed (trimmed); blank is no city. */
export function normaliseCity(value: string | null | undefined): string | null {
  const text = (value ?? '').trim().replace(/\s+/g, ' ');
  return text === '' ? null : text;
}
