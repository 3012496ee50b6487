import { countryCode, COUNTRIES, matchCities, PLACES_MESSAGES } from '../../../domain/places';
import { citiesOf } from '../../../domain/places/cities';

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

  it('resolves names', () => {
    expect(countryCode('United Kingdom')).toBe('GB');
    expect(countryCode('gb')).toBe('GB');
    expect(countryCode('United States of America')).toBe('US');
    expect(countryCode('Atlantis')).toBeNull();
    expect(countryCode('')).toBeNull();
    expect(COUNTRIES.some((c) => c.name === 'Nigeria')).toBe(true);
    expect(COUNTRIES.some((c) => c.name === 'Greenland')).toBe(false);
    expect(PLACES_MESSAGES.noCountries).toBe('No countries found');
  });
});

describe('cities', () => {
  it("suggests cities of the country's list, prefix matches first", () => {
    const { cities, message } = matchCities(citiesOf('United Kingdom'), 'lon');
    expect(message).toBeNull();
    expect(cities[0].toLowerCase().startsWith('lon')).toBe(true);
    expect(cities).toContain('London');
    expect(matchCities(citiesOf('GB'), '', 5).cities).toHaveLength(5);
    expect(citiesOf('GB')).toBe(citiesOf('United Kingdom'));
  });

  it('says so when nothing matches; an unknown country has no list', () => {
    expect(matchCities(citiesOf('Ireland'), 'zzzz')).toEqual({ cities: [], message: 'No cities found. Type to enter a custom city.' });
    expect(citiesOf('Atlantis')).toEqual([]);
  });
});
