import { useCallback, useEffect, useState } from 'react';

type Loader<M> = () => Promise<M>;

const loaded = new WeakMap<Loader<unknown>, unknown>();
const pending = new WeakMap<Loader<unknown>, Promise<unknown>>();

function start<M>(load: Loader<M>): Promise<M> {
  let running = pending.get(load) as Promise<M> | undefined;
  if (!running) {
    running = load().then((module) => {
      loaded.set(load, module);
      return module;
    });
    pending.set(load, running);
    // A failed chunk load is tried again by the next interaction.
    running.catch(() => pending.delete(load));
  }
  return running;
}

/**
 * A module fetched on demand: `request()` (the first interaction with what needs it) starts the load, and `now`
 * starts it at once. Until it arrives `module` is null; once loaded, later users get it on their first render.
 */
export function useDeferredModule<M>(load: Loader<M>, now = false): { module: M | null; request: () => void } {
  const [module, setModule] = useState<M | null>(() => (loaded.get(load) as M | undefined) ?? null);
  const request = useCallback(() => {
    start(load).then(setModule, () => undefined);
  }, [load]);
  useEffect(() => {
    if (now && !module) request();
  }, [now, module, request]);
  return { module, request };
}
