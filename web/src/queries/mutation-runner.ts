import { type MutationOptions, MutationObserver, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Runs a mutation through the query cache without subscribing the caller to its state: a wizard that saves its draft
 * or keeps its session alive must not render again, whole, with each call. `options` must be stable (memoised). Each
 * call is a MutationObserver of its own (TanStack Query's public API) that nothing subscribes to.
 */
export function useMutationRunner<TData, TVariables>(
  options: MutationOptions<TData, Error, TVariables>,
): (variables: TVariables) => Promise<TData> {
  const client = useQueryClient();
  return useCallback(
    (variables: TVariables) => {
      const observer = new MutationObserver(client, options);
      // Once settled the observer lets go of its mutation, which the cache then collects after its gcTime.
      return observer.mutate(variables).finally(() => observer.reset());
    },
    [client, options],
  );
}
