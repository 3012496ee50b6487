// spec: public flow §8 Pick-lists. Kept apart from the data so a form can show them without loading cities.
export const PLACES_MESSAGES = {
  noCountries: 'No countries found',
  noCities: 'No cities found. Type to enter a custom city.',
  selectCountryFirst: 'Please select a country first',
} as const;
