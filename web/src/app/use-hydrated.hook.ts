import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while React takes over a prerendered page (and on the server), true once it has: a form's submit button
 * stays disabled until then, so a press that React cannot yet handle does not send the form as a plain GET.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
