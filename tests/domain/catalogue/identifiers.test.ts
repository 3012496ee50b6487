import {
  ARTIST_RESULTS_REQUESTED,
  ARTIST_RESULTS_SHOWN,
  clampSearchLimit,
  gs1CheckDigit,
  lookupIdProblem,
  SEARCH_DEBOUNCE_MS,
  searchQueryProblem,
  shouldSearch,
  CATALOGUE_RESULTS_PER_TYPE,
} from '../../../domain/catalogue';
import { isValidGtin, isValidIsrc, normaliseIsrc } from '../../support/catalogue-identifiers';

describe('search policy (public flow §5, §9)', () => {
  it('starts at 2 non-blank characters', () => {
    expect(shouldSearch('a')).toBe(false);
    expect(shouldSearch(' a ')).toBe(false);
    expect(shouldSearch('ab')).toBe(true);
    expect(shouldSearch(null)).toBe(false);
    expect([SEARCH_DEBOUNCE_MS, ARTIST_RESULTS_REQUESTED, ARTIST_RESULTS_SHOWN, CATALOGUE_RESULTS_PER_TYPE]).toEqual([300, 8, 5, 5]);
  });

  it('clamps the limit: default 10, cap 50', () => {
    expect(clampSearchLimit(undefined)).toBe(10);
    expect(clampSearchLimit(null)).toBe(10);
    expect(clampSearchLimit(NaN)).toBe(10);
    expect(clampSearchLimit(50)).toBe(50);
    expect(clampSearchLimit(51)).toBe(50);
    expect(clampSearchLimit(0)).toBe(1);
    expect(clampSearchLimit(7.9)).toBe(7);
  });

  it('refuses empty queries and ids', () => {
    expect(searchQueryProblem(' ')).toBe('Search query cannot be empty');
    expect(searchQueryProblem('x')).toBeNull();
    expect(lookupIdProblem('album', '')).toBe('Album ID cannot be empty');
    expect(lookupIdProblem('track', undefined)).toBe('Track ID cannot be empty');
    expect(lookupIdProblem('track', 'abc')).toBeNull();
  });
});

describe('ISRC (the contract suite checks the adapters against it)', () => {
  it('normalises and validates', () => {
    expect(normaliseIsrc(' isrc: gb-abc-25-00001 ')).toBe('GBABC2500001');
    expect(isValidIsrc('GB-ABC-25-00001')).toBe(true);
    expect(isValidIsrc('ISRC USRC17607839')).toBe(true);
    expect(isValidIsrc('GB-ABC-25-0001')).toBe(false);
    expect(isValidIsrc('1B-ABC-25-00001')).toBe(false);
    expect(isValidIsrc(null)).toBe(false);
  });
});

describe('UPC / EAN (GS1 mod 10; the demo catalogue and the contract suite)', () => {
  it('accepts the reference codes and rejects a wrong check digit', () => {
    expect(isValidGtin('036000291452')).toBe(true);
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin('4006-3813-33931')).toBe(true);
    expect(isValidGtin('036000291453')).toBe(false);
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('12345')).toBe(false);
    expect(isValidGtin('03600029145X')).toBe(false);
    expect(isValidGtin(undefined)).toBe(false);
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('400638133393')).toBe(1);
  });
});
