/** The API's answer to a call that needs a session the caller no longer has. */
const NOT_SIGNED_IN = 401;

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Hears every 401 the API answers, whichever transport carried the call (ky, an upload's XMLHttpRequest, tus).
 * Calls made outside the query cache (agreement signing, draft autosave, uploads) reach the signed-in frame this way.
 * Returns the unsubscribe function.
 */
export function onSessionRefused(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Every transport passes each error answer's status here. */
export function noticeRefusal(status: number): void {
  if (status !== NOT_SIGNED_IN) return;
  for (const listener of [...listeners]) listener();
}
