import { parseCatalogueLink, parseSpotifyLink, searchQueryProblem, normaliseGtin } from '../../../domain/catalogue';
import { countryCode, searchCountries, COUNTRIES } from '../../../domain/places';
import { suggestCities } from '../../../domain/places/cities';
import { searchRoles, ALL_ROLES } from '../../../domain/taxonomy';

describe('absent inputs are treated as empty', () => {
  it('catalogue and lookups', () => {
    expect(parseSpotifyLink(undefined)).toBeNull();
    expect(parseCatalogueLink(null)).toEqual({ error: 'Please enter a Spotify URL' });
    expect(searchQueryProblem(undefined)).toBe('Search query cannot be empty');
    expect(normaliseGtin('4006 3813-33931')).toBe('4006381333931');
  });

  it('places and roles', () => {
    expect(searchCountries(null)).toBe(COUNTRIES);
    expect(countryCode(undefined)).toBeNull();
    expect(suggestCities(null, 'x').message).toBe('Please select a country first');
    expect(suggestCities('Ireland', null).cities.length).toBeGreaterThan(0);
    expect(suggestCities('Atlantis', 'x')).toEqual({ cities: [], message: 'No cities found. Type to enter a custom city.' });
    expect(searchRoles(undefined)).toBe(ALL_ROLES);
  });
});
