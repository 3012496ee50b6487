import type { Plugin } from 'vite';

// A lazy page's static imports become dozens of small chunks when other pages share pieces of them, and each costs
// a request, its headers and a worse compression ratio. This plugin reads the page's static dependency tree once
// the module graph is built, so two code-splitting groups can put what the page needs besides the entry into two
// chunks: the part it shares with `sharingPages` (the form kit a sign-in page also needs) and the rest.

export interface PageChunks {
  plugin: Plugin;
  /** The page's own dependencies (one group's `test`). */
  own(id: string): boolean;
  /** Dependencies the page shares with `sharingPages` (another group's `test`). */
  shared(id: string): boolean;
  /** Whether the page's static tree holds the module at all. */
  reaches(id: string): boolean;
}

interface PageChunksOptions {
  /** Pages whose first visit must not load these chunks; only the app's own modules are held back for them, since
   * the library modules in their tree are mostly reached through barrels and shaken out. */
  publicPages?: string[];
  sharingPages?: (string | string[])[];
}

/** The part of the plugin context this reads. */
interface ModuleGraph {
  getModuleIds(): Iterable<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

function staticTree(graph: ModuleGraph, files: string | string[]): Set<string> {
  const ids = [...graph.getModuleIds()];
  const roots = [files].flat().map((file) => {
    const root = ids.find((id) => id.endsWith(file));
    if (!root) throw new Error(`page-chunk: ${file} is not in the build`);
    return root;
  });
  const tree = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (tree.has(id)) continue;
    tree.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return tree;
}

/** `pageFile`: the page, or the modules that together make up what a page needs. */
export function pageChunks(pageFile: string | string[], { publicPages = [], sharingPages = [] }: PageChunksOptions = {}): PageChunks {
  let own = new Set<string>();
  let tree = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: `page-chunks:${[pageFile].flat().join('+')}`,
    apply: 'build',
    buildEnd() {
      tree = staticTree(this, pageFile);
      own = new Set(tree);
      shared.clear();
      for (const page of publicPages) for (const id of staticTree(this, page)) if (!id.includes('/node_modules/')) own.delete(id);
      for (const page of sharingPages) for (const id of staticTree(this, page)) if (own.delete(id)) shared.add(id);
    },
  };
  return { plugin, own: (id) => own.has(id), shared: (id) => shared.has(id), reaches: (id) => tree.has(id) };
}
