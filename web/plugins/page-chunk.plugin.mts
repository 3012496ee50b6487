import type { Plugin, Rolldown } from 'vite';
import { usedModules } from './used-modules.mjs';

// What it buys: a first visit to /submit fetches 143.4 KB of script in 5 files (brotli, before headers) where the
// bundler's own splitting makes 150.1 KB in 34 files (measured 29 Nov 2026 on this tree by removing the four groups
// that use it from web/vite.config.mts).
// Why the bundler cannot: rolldown's code-splitting groups choose by module id; there is no group 'what this page
// uses, less what that page also uses'. This computes those sets once the module graph is built, for the groups' tests.
// A lazy page's static imports become dozens of small chunks when other pages share pieces of them, and each costs
// a request, its headers and a worse compression ratio. This plugin reads which modules the page's code uses
// (web/plugins/used-modules.mts) once the module graph is built, so two code-splitting groups can put what the page
// needs besides the entry into two chunks: the part it shares with `sharingPages` (the form kit a sign-in page also needs) and the rest.

export interface PageChunks {
  plugin: Plugin;
  /** The page's own dependencies (one group's `test`). */
  own(id: string): boolean;
  /** Dependencies the page shares with `sharingPages` (another group's `test`). */
  shared(id: string): boolean;
  /** Whether the page uses the module at all. */
  reaches(id: string): boolean;
}

interface PageChunksOptions {
  /** Pages whose first visit must not load these chunks: the app's modules they use are held back from them. The
   * library modules they use are the entry's, and holding those back too would split them into chunks of their own. */
  publicPages?: string[];
  sharingPages?: (string | string[])[];
}

async function pageTree(ctx: Rolldown.PluginContext, files: string | string[]): Promise<Set<string>> {
  const ids = [...ctx.getModuleIds()];
  const roots = [files].flat().map((file) => {
    const root = ids.find((id) => id.endsWith(file));
    if (!root) throw new Error(`page-chunk: ${file} is not in the build`);
    return root;
  });
  return usedModules(ctx, roots);
}

/** `pageFile`: the page, or the modules that together make up what a page needs. */
export function pageChunks(pageFile: string | string[], { publicPages = [], sharingPages = [] }: PageChunksOptions = {}): PageChunks {
  let own = new Set<string>();
  let tree = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: `page-chunks:${[pageFile].flat().join('+')}`,
    apply: 'build',
    async buildEnd() {
      tree = await pageTree(this, pageFile);
      own = new Set(tree);
      shared.clear();
      for (const page of publicPages) for (const id of await pageTree(this, page)) if (!id.includes('/node_modules/')) own.delete(id);
      for (const page of sharingPages) for (const id of await pageTree(this, page)) if (own.delete(id)) shared.add(id);
    },
  };
  return { plugin, own: (id) => own.has(id), shared: (id) => shared.has(id), reaches: (id) => tree.has(id) };
}
