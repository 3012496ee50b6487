import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';

// What it buys: one round trip on every first visit to a lazy page (its chunks download beside the entry, not after
// it has run), e.g. the submit page's 25 KB of chunks on /submit.
// Why the bundler cannot: Vite writes modulepreload links for the entry's static imports into the one index.html; it
// does not know which route a URL opens, so it writes no page of its own per route.
// A lazy page is found only once the entry has run, so its chunks would start downloading one round trip after the
// entry. For every route with a fixed path this writes a copy of index.html under pages/ naming the page's chunks as
// modulepreload links, which the API serves for that path (api/static/static-assets.handler.ts); the browser then
// fetches the entry and the page together.

/**
 * `guest('/x', 'Title', () => import('../features/…'), …)` (or `artist(…)`, `staff(…)` for the signed-in frames) in
 * the route table: the literal paths, whether the page sits in a signed-in frame, and the page modules.
 */
const ROUTE = /\b(guest|artist|staff)\(\s*'(\/[^':*]*)'[^;]*?import\('([^']+)'\)/g;

/** The page's own HTML; with `variant`, its copy prerendered as that variant (api/static/static-assets.handler.ts). */
export function routeHtmlFile(routePath: string, variant?: string): string {
  return `pages${routePath === '/' ? '/index' : routePath}${variant ? `.${variant}` : ''}.html`;
}

interface RouteEntry {
  routePath: string;
  modules: string[];
}

function routesIn(source: string, tableDir: string, signedIn: string[]): RouteEntry[] {
  return [...source.matchAll(ROUTE)].map(([, frame, routePath, specifier]) => {
    const page = path.resolve(tableDir, specifier);
    return { routePath, modules: frame === 'guest' ? [page] : [page, ...signedIn] };
  });
}

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

function staticClosure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const stack = [start.fileName];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') stack.push(...chunk.imports);
  }
  return seen;
}

/**
 * `signedIn`: the modules every signed-in page needs that the app loads lazily, like the pages: the frames that wrap
 * them and the gateways behind their first API calls.
 */
export function routePreloads(routeTable: string, signedIn: string[]): Plugin {
  let config: ResolvedConfig;
  const preloads = new Map<string, string[]>();
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const tablePath = path.resolve(config.root, routeTable);
      const signedInModules = signedIn.map((module) => path.resolve(config.root, module).replace(/\.tsx?$/, ''));
      const routes = routesIn(await readFile(tablePath, 'utf8'), path.dirname(tablePath), signedInModules);
      if (routes.length === 0) throw new Error(`route-preload: no routes found in ${routeTable}`);
      const entry = chunks(bundle).find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preload: the build has no entry chunk');
      const loadedFirst = staticClosure(bundle, entry);
      const chunkOf = (module: string) => {
        const found = chunks(bundle).find((chunk) => chunk.moduleIds.some((id) => id.replace(/\.tsx?$/, '') === module));
        if (!found) throw new Error(`route-preload: no chunk holds ${module}`);
        return found;
      };
      for (const { routePath, modules } of routes) {
        const files = new Set(modules.flatMap((module) => [...staticClosure(bundle, chunkOf(module))]));
        preloads.set(
          routePath,
          [...files].filter((file) => !loadedFirst.has(file)),
        );
      }
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      for (const [routePath, files] of preloads) {
        const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
        const target = path.join(outDir, routeHtmlFile(routePath));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, indexHtml.replace('</head>', `${links}</head>`));
      }
    },
  };
}
