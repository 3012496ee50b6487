import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, shouldSearch } from '../../../../../domain/catalogue';

export interface SearchState<T> {
  results: T[];
  loading: boolean;
  error: string | null;
}

/** Runs `search` 300 ms after the last keystroke once the query has 2+ non-blank characters (public flow §5). */
export function useDebouncedSearch<T>(query: string, search: (q: string) => Promise<T[]>, enabled = true): SearchState<T> {
  const [state, setState] = useState<SearchState<T>>({ results: [], loading: false, error: null });
  useEffect(() => {
    if (!enabled || !shouldSearch(query)) {
      setState({ results: [], loading: false, error: null });
      return undefined;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      search(query.trim()).then(
        (results) => live && setState({ results, loading: false, error: null }),
        (error: unknown) =>
          live && setState({ results: [], loading: false, error: error instanceof Error ? error.message : String(error) }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `search` is recreated by callers on each render; the query is what triggers a new search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, enabled]);
  return state;
}
