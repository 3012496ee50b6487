import { lookupIdProblem, SEARCH_DEBOUNCE_MS, searchQueryProblem, shouldSearch } from '../../../domain/catalogue';
import { itAcceptsAndRejects } from '../support/rule-cases';

describe('search policy (public flow §5, §9)', () => {
  it('debounces 300 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  describe('starts at 2 non-blank characters', () => {
    itAcceptsAndRejects(shouldSearch, { accepts: ['ab'], rejects: ['a', ' a ', null] });
  });

  it('refuses empty queries and ids', () => {
    expect(searchQueryProblem(' ')).toBe('Search query cannot be empty');
    expect(searchQueryProblem('x')).toBeNull();
    expect(lookupIdProblem('album', '')).toBe('Album ID cannot be empty');
    expect(lookupIdProblem('track', undefined)).toBe('Track ID cannot be empty');
    expect(lookupIdProblem('track', 'abc')).toBeNull();
  });
});
