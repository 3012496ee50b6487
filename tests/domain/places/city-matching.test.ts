import { CITY_SUGGESTION_LIMIT, matchCities, PLACES_MESSAGES } from '../../../domain/places';

// The web matches the per-country file it fetched (written from citiesOf by scripts/generate-city-files.ts).
const LIST = ['Bristol', 'Brixton', 'East Bristol', 'Leeds', 'London', 'Londonderry', 'New London'];

describe("matchCities (one country's loaded list)", () => {
  it('puts names starting with the query first, then names containing it, case-insensitively', () => {
    expect(matchCities(LIST, 'lon')).toEqual({ cities: ['London', 'Londonderry', 'New London'], message: null });
    expect(matchCities(LIST, '  BRIST ').cities).toEqual(['Bristol', 'East Bristol']);
  });

  it('lists from the start when nothing is typed, up to the limit', () => {
    expect(matchCities(LIST, '').cities).toEqual(LIST);
    expect(matchCities(LIST, null, 2).cities).toEqual(['Bristol', 'Brixton']);
    const many = Array.from({ length: 80 }, (_, i) => `Town ${i}`);
    expect(matchCities(many, undefined).cities).toHaveLength(CITY_SUGGESTION_LIMIT);
  });

  it('says a custom city may be typed when nothing matches or the list is empty', () => {
    expect(matchCities(LIST, 'zzzz')).toEqual({ cities: [], message: PLACES_MESSAGES.noCities });
    expect(matchCities([], '')).toEqual({ cities: [], message: 'No cities found. Type to enter a custom city.' });
  });
});
