import { type ComponentType, lazy } from 'react';

/** A page loaded on demand (its own chunk); the module exports the page component under `name`. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
