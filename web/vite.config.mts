import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { cityFiles } from './plugins/city-files.plugin.mjs';
import { compileHints } from './plugins/compile-hints.plugin.mjs';
import { pageChunks } from './plugins/page-chunk.plugin.mjs';
import { precompress } from './plugins/precompress.plugin.mjs';
import { prerenderPages } from './plugins/prerender.plugin.mjs';
import { routePreloads } from './plugins/route-preload.plugin.mjs';

const siteImages = createRequire(import.meta.url)('../scripts/optimise-images.cjs') as {
  imageMapping: () => Promise<Record<string, unknown>>;
  optimiseImages: () => Promise<void>;
};

// Site images → AVIF/WebP sizes under /files/optimized/ after every production build: the home page's hero is 3.7 KB
// of AVIF at 480 px instead of a 200 KB JPEG. Vite copies images as they are; it has no image encoder.
const optimiseImages: Plugin = {
  name: 'optimise-images',
  apply: 'build',
  closeBundle: () => siteImages.optimiseImages(),
};

// The modules the app loads lazily for every signed-in page: the frames, the dashboard's first screen (where a
// signed-in visit usually starts) and the gateways of their first API calls.
const SIGNED_IN_MODULES = [
  'src/features/portal-frame/portal-frames.component.tsx',
  'src/features/dashboard/dashboard-first-screen.component.tsx',
  'src/di/portal-gateways.ts',
  'src/gateway/http-client.ts',
];
// The wizard's gateways, which a first visit to /submit loads too: preloaded for the signed-in pages (the dashboard
// lists drafts), and part of the form kit, which both load, rather than a request of their own.
const WIZARD_GATEWAYS = 'src/di/wizard-gateways.ts';
const WIZARD_GATEWAY_MODULES = /src[\\/](di[\\/]wizard-gateways|gateway[\\/](draft|submission)\.gateway)\.ts$/;
const DASHBOARD = 'src/features/dashboard/dashboard.page.tsx';
const SIGN_IN_PAGES = ['src/features/auth/login.page.tsx', 'src/features/auth/staff-login.page.tsx'];
// What a first visit to /submit runs besides the entry: two chunks, its form kit shared with the sign-in pages and the
// rest (web/plugins/page-chunk.plugin.mts). The home page keeps the few pieces it shares in chunks of their own.
const submitPage = pageChunks('src/features/submit/submit.page.tsx', {
  publicPages: ['src/features/marketing/home.page.tsx'],
  sharingPages: SIGN_IN_PAGES,
});
// What the signed-in frame and the artist's dashboard, where a signed-in visit usually starts, need besides the entry
// and the form kit: one chunk, not thirty. What they share with the submit page is a chunk of its own, so that
// neither loads the other's.
const signedInPages = pageChunks([...SIGNED_IN_MODULES, DASHBOARD], {
  publicPages: ['src/features/marketing/home.page.tsx'],
  sharingPages: SIGN_IN_PAGES,
});
// The form kit, with the little the submit page shares with the signed-in pages, which load the kit too.
const formKit = (id: string) =>
  submitPage.shared(id) || (submitPage.own(id) && signedInPages.reaches(id)) || WIZARD_GATEWAY_MODULES.test(id);
// What a first visit to /submit loads to open its server draft (draft.api.ts imports draft-work lazily), with the two
// small modules it shares with the later steps: one request instead of seven.
const DRAFT_WORK =
  /(features[\\/]submit[\\/](drafts[\\/]draft-(work|sync|form|answers)|uploads[\\/]file-uploads)|domain[\\/](files[\\/]files\.messages|forms[\\/]artist-step-fields))\.ts$/;
// Small domain helpers that the home page, the form kit and the pages around them use: one file rather than five,
// each too small to be worth a request of its own.
const SHARED_DOMAIN_HELPERS = /domain[\\/]shared[\\/](text|email|common\.messages|business-constants|date-formats)\.ts$/;

// The domain is pure (shared/DESIGN.md): a module of it runs for what it exports, never for its effects on others, so a
// barrel that re-exports it does not bind it to the barrel's importer.
const DOMAIN = /^(?!.*node_modules).*[\\/]domain[\\/]/;

// The web app lives in web/ and imports the shared rules from ../domain; the API serves the build from dist/web.
export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The shared rules and wire types by name rather than by climbing folders (web/tsconfig.json says the same).
  resolve: {
    alias: [
      { find: /^@domain(?=\/)/, replacement: fileURLToPath(new URL('../domain', import.meta.url)) },
      { find: /^@wire(?=\/|$)/, replacement: fileURLToPath(new URL('../wire', import.meta.url)) },
    ],
  },
  plugins: [
    react(),
    optimiseImages,
    cityFiles(),
    compileHints(),
    precompress(),
    submitPage.plugin,
    signedInPages.plugin,
    routePreloads('src/app/routes.tsx', [...SIGNED_IN_MODULES, WIZARD_GATEWAYS]),
    prerenderPages('src/prerender/render-page.tsx'),
  ],
  define: {
    // Only the dev server skips wizard validation on local hosts (web/src/features/submit/wizard/local-development.ts).
    __HARBOUR_DEV_SERVER__: JSON.stringify(command === 'serve'),
    // Each site image's AVIF/WebP sources, so the first render asks for the right file at once (the dev server has none
    // and shows the originals).
    __SITE_IMAGES__: JSON.stringify(command === 'build' ? await siteImages.imageMapping() : {}),
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser the build targets preloads modules itself.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 900,
    // What the entry needs before its first paint is one file: dozens of small shared chunks each cost a request,
    // headers and a worse compression ratio. Lazy pages keep their own chunks; the submit page's static dependencies
    // are one chunk too (the pages that share some of them load it as well).
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: DOMAIN, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 4 },
            { name: 'draft-work', test: DRAFT_WORK, priority: 3, includeDependenciesRecursively: false },
            { name: 'shared-domain', test: SHARED_DOMAIN_HELPERS, priority: 3, includeDependenciesRecursively: false },
            { name: 'forms', test: formKit, priority: 2, includeDependenciesRecursively: false },
            { name: 'submit', test: submitPage.own, priority: 2, includeDependenciesRecursively: false },
            { name: 'signed-in', test: signedInPages.own, priority: 1, includeDependenciesRecursively: false },
            // The session kit the sign-in pages share with the signed-in ones.
            { name: 'session', test: signedInPages.shared, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    fs: { allow: ['..'] },
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
