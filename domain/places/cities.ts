import { City } from 'country-state-city';
import { countryCode } from './countries';

// spec: public flow §3 Pick-lists / §8: cities suggested per country; custom cities allowed.
// Imported on its own (not from the places barrel): the world city list is several MB. The web never bundles it: the
// build writes one file per country from citiesOf (scripts/generate-city-files.ts) and the wizard fetches one.
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
