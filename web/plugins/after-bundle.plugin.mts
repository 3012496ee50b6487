import type { Plugin, ResolvedConfig } from 'vite';

// Not a plugin of its own: the shared shape of precompress and prerender, which both work on the written bundle.

/**
 * A build-only plugin whose one job runs once the bundle is written, with the resolved config; `order: 'post'` runs it
 * after the other plugins' closeBundle work.
 */
export function afterBundle(name: string, job: (config: ResolvedConfig) => Promise<void>, order?: 'post'): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: { order, sequential: true, handler: () => job(config) },
  };
}
