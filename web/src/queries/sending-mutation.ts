import { mutationOptions, type MutationKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation sent whatever the browser believes of the network (networkMode 'always'): an API out of reach fails the
 * request with its own error instead of holding it paused until an online event.
 */
export function sendingMutation<TVariables, TData>(mutationKey: MutationKey, mutationFn: (variables: TVariables) => Promise<TData>) {
  return mutationOptions({ networkMode: 'always', mutationKey, mutationFn });
}

/** A sending mutation after which the queries under `reread` are read again: once it succeeded, or once it `settled` either way. */
export function useRereadingMutation<TVariables, TData>(
  mutationKey: MutationKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
  reread: { queryKey: MutationKey; after: 'success' | 'settled' },
) {
  const client = useQueryClient();
  const readAgain = () => client.invalidateQueries({ queryKey: reread.queryKey });
  return useMutation({
    ...sendingMutation(mutationKey, mutationFn),
    ...(reread.after === 'settled' ? { onSettled: readAgain } : { onSuccess: readAgain }),
  });
}
