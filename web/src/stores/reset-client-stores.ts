import { DRAFT_POINTER_KEY, FORM_SESSION_KEY } from './storage-keys';

const resets = new Set<() => void>();

/**
 * Each client store adds its own reset as it is created, so the session code that runs the resets (on every page)
 * does not load the wizard's stores and the form's field rules on pages that never use them.
 */
export function onClientReset(reset: () => void): void {
  resets.add(reset);
}

/** Forgets everything one signed-in person left in the tab, so the next one starts clean: loaded stores and storage. */
export function resetClientStores(): void {
  for (const reset of resets) reset();
  try {
    sessionStorage.removeItem(FORM_SESSION_KEY);
    localStorage.removeItem(DRAFT_POINTER_KEY);
  } catch {
    /* storage unavailable: nothing was kept there either */
  }
}
