import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../gateway/api-error';
import { endSession } from './session-cache';

const endsSession = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The one cache of server state. Any read or write answered 401 means the session ended mid-use: everything of
 * the signed-in person is dropped, and the signed-in frame sends them to their sign-in page.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => endsSession(error) && endSession(client) }),
    mutationCache: new MutationCache({ onError: (error) => endsSession(error) && endSession(client) }),
    // A failed read shows its message at once (no retries). Answers are stale at once: a page opened again shows
    // the cached answer and reads it again (a status staff just changed, a draft just sent), never only the cache.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  return client;
}
