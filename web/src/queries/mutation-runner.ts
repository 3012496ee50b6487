import { type MutationOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Runs a mutation through the query cache without subscribing the caller to its state: a wizard that saves its draft
 * or keeps its session alive must not render again, whole, with each call. `options` must be stable (memoised).
 */
export function useMutationRunner<TData, TVariables>(
  options: MutationOptions<TData, Error, TVariables>,
): (variables: TVariables) => Promise<TData> {
  const client = useQueryClient();
  return useCallback((variables: TVariables) => client.getMutationCache().build(client, options).execute(variables), [client, options]);
}
