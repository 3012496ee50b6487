import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server state. Any read or write answered 401 means the session ended mid-use: everything of
 * the signed-in person is dropped, and the signed-in frame sends them to their sign-in page. The session module
 * (and the stores it resets) loads with the signed-in pages, not with the public first page.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => void endSessionIfRefused(error, client) }),
    mutationCache: new MutationCache({ onError: (error) => void endSessionIfRefused(error, client) }),
    // A failed read shows its message at once (no retries). Answers are stale at once: a page opened again shows
    // the cached answer and reads it again (a status staff just changed, a draft just sent), never only the cache.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  return client;
}

async function endSessionIfRefused(error: Error, client: QueryClient): Promise<void> {
  (await import('./session-cache')).endSessionIfRefused(error, client);
}
