import { useState } from 'react';

/**
 * An action that waits on the server: `busy` while it runs, and `error`, its refusal in words (cleared as it starts
 * again). `run` never rejects: a refusal is shown, not thrown.
 */
export function usePendingAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
