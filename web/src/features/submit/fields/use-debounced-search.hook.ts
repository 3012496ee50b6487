import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS, shouldSearch } from '@domain/catalogue';
import { useDebouncedValue } from '../../../queries/use-debounced-value';

export interface SearchState<T> {
  results: T[];
  loading: boolean;
  error: string | null;
}

/**
 * Runs `search` 300 ms after the last keystroke once the query has 2+ non-blank characters (public flow §5);
 * `kind` keeps the answers of different searches apart in the cache.
 */
export function useDebouncedSearch<T>(kind: string, query: string, search: (q: string) => Promise<T[]>, enabled = true): SearchState<T> {
  const settled = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const active = enabled && shouldSearch(query);
  const answer = useQuery({
    queryKey: ['catalogue-search', kind, settled],
    queryFn: () => search(settled),
    enabled: active && shouldSearch(settled),
    placeholderData: keepPreviousData,
  });
  if (!active) return { results: [], loading: false, error: null };
  return {
    results: answer.error ? [] : (answer.data ?? []),
    loading: settled !== query.trim() || answer.isFetching,
    error: answer.error?.message ?? null,
  };
}
