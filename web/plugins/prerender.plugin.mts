import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { afterBundle } from './after-bundle.plugin.mjs';
import { BOOT_FILES, bootAfterPaint } from './after-paint-boot.mjs';
import { routeHtmlFile } from './route-preload.plugin.mjs';

// What it buys: /, /submit, /login and the information pages paint whole from their HTML, before any of their
// 117-165 KB of script has arrived (the boot script starts those only after that paint).
// Why the bundler cannot: Vite builds bundles, not pages; rendering the app's first screens to HTML needs a server
// build of the app run after the client's, which is what this does with Vite's own build().
// A client-rendered page shows nothing until its scripts have downloaded and run, which on a phone is seconds. After
// the client build this renders the first screen of each page routes.tsx marks `prerender` (by a server build of
// `entry`) into that page's HTML with the styles it uses; the browser paints it at once and hydrates it
// (web/src/main.tsx) when the scripts arrive, which it starts after that first paint (after-paint-boot.mts).

interface PrerenderEntry {
  PRERENDERED_PATHS: string[];
  WHOLE_FIRST_SCREENS: string[];
  STARTED_ON_INTERACTION: readonly string[];
  PAGE_READS: Record<string, readonly string[]>;
  PAGE_VARIANTS: Record<string, readonly { name: string }[]>;
  renderPage(pagePath: string, variant?: { name: string }): Promise<{ body: string; rootAttributes: string; styles: string }>;
}

const EMPTY_ROOT = '<div id="root"></div>';

async function buildRenderer(config: ResolvedConfig, entry: string, outDir: string): Promise<PrerenderEntry> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    define: config.define,
    plugins: [react()],
    // Its Node entry requires every language file by a computed path, which a bundle cannot hold; the pages register
    // the one language they use, as in the browser.
    resolve: { alias: [{ find: /^i18n-iso-countries$/, replacement: 'i18n-iso-countries/index.js' }] },
    ssr: { noExternal: true },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'render-page.mjs' } },
    },
  });
  return (await import(pathToFileURL(path.join(outDir, 'render-page.mjs')).href)) as PrerenderEntry;
}

/**
 * The page's API reads asked for by its HTML, so they travel beside the scripts instead of after them; the app's own
 * fetch of the same URL (same-origin cookies, CORS mode) takes the preloaded answer.
 */
function withPreloadedReads(html: string, reads: readonly string[]): string {
  const charset = '<meta charset="UTF-8" />';
  if (!html.includes(charset)) throw new Error(`prerender: the page template has no ${charset}`);
  const links = reads.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">\n`).join('');
  return html.replace(charset, `${charset}\n${links}`);
}

/**
 * A loading frame's scripts start at once, as the build wrote them, but at low priority: the browser paints the
 * frame first instead of holding it for them.
 */
function scriptsBehindFirstScreen(html: string): string {
  return html
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
}

/**
 * `entry`: the server-side module exporting `PRERENDERED_PATHS` and `renderPage` (web/src/prerender/render-page.tsx).
 * Runs after route-preload has written each page's HTML with its preload links, before precompress reads them.
 */
export const prerenderPages = (entry: string): Plugin =>
  afterBundle('prerender', async (config) => {
    const outDir = path.resolve(config.root, config.build.outDir);
    const rendererDir = await mkdtemp(path.join(os.tmpdir(), 'prerender-'));
    try {
      const renderer = await buildRenderer(config, entry, rendererDir);
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`prerender: index.html has no ${EMPTY_ROOT}`);
      for (const pagePath of renderer.PRERENDERED_PATHS) {
        const template = await readFile(path.join(outDir, routeHtmlFile(pagePath)), 'utf8').catch(() => indexHtml);
        const reads = renderer.PAGE_READS[pagePath] ?? [];
        for (const variant of [undefined, ...(renderer.PAGE_VARIANTS[pagePath] ?? [])]) {
          const target = path.join(outDir, routeHtmlFile(pagePath, variant?.name));
          const { body, rootAttributes, styles } = await renderer.renderPage(pagePath, variant);
          await mkdir(path.dirname(target), { recursive: true });
          const page = template.replace('</head>', `${styles}</head>`).replace(EMPTY_ROOT, `<div id="root"${rootAttributes}>${body}</div>`);
          const booted = renderer.WHOLE_FIRST_SCREENS.includes(pagePath)
            ? bootAfterPaint(page, renderer.STARTED_ON_INTERACTION.includes(pagePath) ? 'interaction' : 'paint')
            : scriptsBehindFirstScreen(page);
          await writeFile(target, reads.length > 0 ? withPreloadedReads(booted, reads) : booted);
        }
      }
      for (const [pagePath, reads] of Object.entries(renderer.PAGE_READS)) {
        if (renderer.PRERENDERED_PATHS.includes(pagePath)) continue;
        const target = path.join(outDir, routeHtmlFile(pagePath));
        await writeFile(target, withPreloadedReads(await readFile(target, 'utf8'), reads));
      }
      for (const { file, source } of Object.values(BOOT_FILES)) await writeFile(path.join(outDir, file), source);
      config.logger.info(`prerendered ${renderer.PRERENDERED_PATHS.length} pages`);
    } finally {
      await rm(rendererDir, { recursive: true, force: true });
    }
  });
