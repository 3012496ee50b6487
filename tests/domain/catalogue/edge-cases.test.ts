import { parseCatalogueLink, parseSpotifyLink, searchQueryProblem } from '../../../domain/catalogue';
import { countryCode, matchCities } from '../../../domain/places';
import { citiesOf } from '../../../domain/places/cities';
import { searchRoles, ALL_ROLES } from '../../../domain/taxonomy';
import { normaliseGtin } from '../../support/catalogue-identifiers';

describe('absent inputs are treated as empty', () => {
  it('catalogue and lookups', () => {
    expect(parseSpotifyLink(undefined)).toBeNull();
    expect(parseCatalogueLink(null)).toEqual({ error: 'Please enter a Spotify URL' });
    expect(searchQueryProblem(undefined)).toBe('Search query cannot be empty');
    expect(normaliseGtin('4006 3813-33931')).toBe('4006381333931');
  });

  it('places and roles', () => {
    expect(countryCode(undefined)).toBeNull();
    expect(citiesOf(null)).toEqual([]);
    expect(matchCities(citiesOf('Ireland'), null).cities.length).toBeGreaterThan(0);
    expect(matchCities(citiesOf('Atlantis'), 'x')).toEqual({ cities: [], message: 'No cities found. Type to enter a custom city.' });
    expect(searchRoles(undefined)).toBe(ALL_ROLES);
  });
});
