#!/usr/bin/env node
// Build step: the gzip size of the JS a browser loads for '/' and for '/submit' (entry + static imports + the
// route's lazy page chunk and its static imports), read from Vite's manifest.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');

const dist = path.resolve(__dirname, '../dist/web');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// Each route's lazy page, and the code-splitting group that holds it when one does (web/vite.config.mts).
const ROUTES = {
  '/': { page: 'src/features/marketing/home.page.tsx' },
  '/submit': { page: 'src/features/submit/submit.page.tsx', group: 'submit' },
};

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const results = {};
for (const [route, { page, group }] of Object.entries(ROUTES)) {
  // A page imported by several routes (the wizard, by the landings too) becomes a shared chunk named after it, or
  // after the group that took it in.
  const names = [path.basename(page).replace(/\.tsx?$/, ''), group];
  const key = manifest[page]
    ? page
    : Object.keys(manifest).find((k) => names.includes(manifest[k].name) && (manifest[entry].dynamicImports ?? []).includes(k));
  if (!key) throw new Error(`No lazy chunk for ${page} in the manifest: is the route still lazy?`);
  const keys = new Set([...closure(entry), ...closure(key)]);
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  results[route] = files.reduce((sum, f) => sum + gz(f), 0);
  console.log(`bundle ${route.padEnd(8)} ${kb(results[route])} gzip JS in ${files.length} files (entry ${kb(gz(manifest[entry].file))})`);
}
const lazyChunks = Object.values(manifest).filter((c) => c.isDynamicEntry).length;
console.log(`bundle code-split into ${lazyChunks} lazy chunks`);

// The city pick-list's per-country files (web/plugins/city-files.plugin.ts): a browser fetches one, for the picked country.
const cityDir = readdirSync(path.join(dist, 'assets')).find((d) => d.startsWith('cities-'));
if (!cityDir) throw new Error('No per-country city files in dist/web/assets: is the city-files plugin still in the web build?');
const cityFiles = readdirSync(path.join(dist, 'assets', cityDir))
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ f, gzip: gz(path.join('assets', cityDir, f)) }));
const largest = cityFiles.reduce((a, b) => (b.gzip > a.gzip ? b : a));
const total = cityFiles.reduce((sum, c) => sum + c.gzip, 0);
console.log(
  `cities  ${cityFiles.length} country files, largest ${largest.f} ${kb(largest.gzip)} gzip (all ${kb(total)} gzip, one fetched per pick)`,
);
