import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';

// A lazy page is found only once the entry has run, so its chunks would start downloading one round trip after the
// entry. For every route with a fixed path this writes a copy of index.html under pages/ naming the page's chunks as
// modulepreload links, which the API serves for that path (api/static/static-assets.handler.ts); the browser then
// fetches the entry and the page together.

/** `{ path: '/x', … import('../features/…') }` in the route table: the literal paths and their page modules. */
const ROUTE = /path:\s*'(\/[^':*]*)'[^{}]*?import\('([^']+)'\)/g;

export function routeHtmlFile(routePath: string): string {
  return `pages${routePath === '/' ? '/index' : routePath}.html`;
}

function routesIn(source: string, tableDir: string): { routePath: string; module: string }[] {
  return [...source.matchAll(ROUTE)].map(([, routePath, specifier]) => ({
    routePath,
    module: path.resolve(tableDir, specifier),
  }));
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

export function routePreloads(routeTable: string): Plugin {
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
      const routes = routesIn(await readFile(tablePath, 'utf8'), path.dirname(tablePath));
      if (routes.length === 0) throw new Error(`route-preload: no routes found in ${routeTable}`);
      const entry = chunks(bundle).find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preload: the build has no entry chunk');
      const loadedFirst = staticClosure(bundle, entry);
      for (const { routePath, module } of routes) {
        const page = chunks(bundle).find((chunk) => chunk.moduleIds.some((id) => id.replace(/\.tsx?$/, '') === module));
        if (!page) throw new Error(`route-preload: no chunk holds ${module}`);
        preloads.set(
          routePath,
          [...staticClosure(bundle, page)].filter((file) => !loadedFirst.has(file)),
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
