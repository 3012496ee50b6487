import { type ComponentType, lazy } from 'react';

/** A page loaded on demand (its own chunk); the module exports the page component under `name`. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** A route whose page is not built yet: says so plainly, still code-split. */
export function notBuilt(title: string) {
  return lazy(async () => {
    const { NotBuiltPage } = await import('../features/placeholder/not-built.page');
    return { default: () => NotBuiltPage({ title }) };
  });
}
