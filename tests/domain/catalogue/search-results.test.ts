import { ARTIST_RESULTS_REQUESTED, ARTIST_RESULTS_SHOWN, CATALOGUE_RESULTS_PER_TYPE, clampSearchLimit } from '../../../domain/catalogue';
import { itMaps } from '../support/rule-cases';

describe('search results (public flow §5, §9)', () => {
  it('requests 8 artists and shows 5, and 5 results per type', () => {
    expect([ARTIST_RESULTS_REQUESTED, ARTIST_RESULTS_SHOWN, CATALOGUE_RESULTS_PER_TYPE]).toEqual([8, 5, 5]);
  });

  describe('clamps the limit: default 10, cap 50', () => {
    itMaps(clampSearchLimit, [
      [undefined, 10],
      [null, 10],
      [NaN, 10],
      [50, 50],
      [51, 50],
      [0, 1],
      [7.9, 7],
    ]);
  });
});
