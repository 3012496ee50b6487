import { countryCode, COUNTRIES, isListedCountry, PLACES_MESSAGES, searchCountries } from '../../../domain/places';
import { citiesOf, normaliseCity, suggestCities } from '../../../domain/places/cities';

describe('countries (public flow §3 Pick-lists)', () => {
  it('lists about 195 countries with the six first', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190);
    expect(COUNTRIES.length).toBeLessThanOrEqual(200);
    expect(COUNTRIES.slice(0, 6).map((c) => c.name)).toEqual([
      'United Kingdom',
      'United States',
      'Ireland',
      'France',
      'Netherlands',
      'Germany',
    ]);
    const rest = COUNTRIES.slice(6).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });

  it('searches and resolves names', () => {
    expect(searchCountries('').length).toBe(COUNTRIES.length);
    expect(searchCountries('zeal').map((c) => c.name)).toEqual(['New Zealand']);
    expect(searchCountries('qqq')).toEqual([]);
    expect(countryCode('United Kingdom')).toBe('GB');
    expect(countryCode('gb')).toBe('GB');
    expect(countryCode('United States of America')).toBe('US');
    expect(countryCode('Atlantis')).toBeNull();
    expect(countryCode('')).toBeNull();
    expect(isListedCountry('Nigeria')).toBe(true);
    expect(isListedCountry('Greenland')).toBe(false);
    expect(PLACES_MESSAGES.noCountries).toBe('No countries found');
  });
});

describe('cities', () => {
  it('asks for a country first', () => {
    expect(suggestCities('', 'Lon')).toEqual({ cities: [], message: 'Please select a country first' });
  });

  it('suggests cities of the country, prefix matches first', () => {
    const { cities, message } = suggestCities('United Kingdom', 'lon');
    expect(message).toBeNull();
    expect(cities[0].toLowerCase().startsWith('lon')).toBe(true);
    expect(cities).toContain('London');
    expect(suggestCities('GB', '', 5).cities).toHaveLength(5);
    expect(citiesOf('GB')).toBe(citiesOf('United Kingdom'));
  });

  it('says so when nothing matches; custom cities are allowed', () => {
    expect(suggestCities('Ireland', 'zzzz')).toEqual({ cities: [], message: 'No cities found. Type to enter a custom city.' });
    expect(citiesOf('Atlantis')).toEqual([]);
    expect(normaliseCity('  New   Town ')).toBe('New Town');
    expect(normaliseCity(' ')).toBeNull();
  });
});
