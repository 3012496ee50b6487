import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

// What it buys: the wizard's city suggestions fetch one country's list (largest, US: 56 KB gzip) instead of the
// world's (630 KB gzip over 199 countries), and none of it is JavaScript.
// Why the bundler cannot: the lists are data computed from the domain and a package at build time, not modules; a
// dynamic import per country would make 199 script chunks that the browser must parse and run as code.
// One JSON file of city names per country, generated from the domain (scripts/generate-city-files.ts) at build and
// dev-server start, so the browser downloads only the picked country's cities instead of the world list.
// The folder is named after a hash of all the files: under /assets/ the API serves them `immutable` and the service
// worker caches them cache-first, and a data change (package upgrade, domain rule) gives a new folder.

/** The define the web's city loader reads (web/src/features/submit/artist/city-suggestions.loader.ts). */
export const CITY_FILES_DEFINE = '__HARBOUR_CITY_FILES__';

interface CityFiles {
  folder: string;
  files: Map<string, string>;
}

function generate(root: string): CityFiles {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/run-ts.cjs'), 'scripts/generate-city-files.ts'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`city files: scripts/generate-city-files.ts failed (exit ${result.status})`);
  const lists = JSON.parse(result.stdout) as Record<string, string[]>;
  const files = new Map(Object.entries(lists).map(([code, cities]) => [code, JSON.stringify(cities)]));
  const hash = createHash('sha256');
  for (const [code, json] of files) hash.update(code).update(json);
  return { folder: `assets/cities-${hash.digest('hex').slice(0, 10)}`, files };
}

export function cityFiles(): Plugin {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  let generated: CityFiles | undefined;
  let config: ResolvedConfig;
  return {
    name: 'city-files',
    config() {
      generated = generate(root);
      return { define: { [CITY_FILES_DEFINE]: JSON.stringify(`/${generated.folder}`) } };
    },
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/(assets\/cities-[0-9a-f]+)\/([A-Z]{2})\.json$/.exec(req.url ?? '');
        const json = match && match[1] === generated?.folder ? generated.files.get(match[2]) : undefined;
        if (json === undefined) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(json);
      });
    },
    writeBundle() {
      if (!generated) return;
      const dir = path.resolve(config.root, config.build.outDir, generated.folder);
      mkdirSync(dir, { recursive: true });
      let total = 0;
      let largest = { code: '', bytes: 0, gzip: 0 };
      for (const [code, json] of generated.files) {
        writeFileSync(path.join(dir, `${code}.json`), json);
        const gzip = gzipSync(json, { level: 9 }).length;
        total += gzip;
        if (json.length > largest.bytes) largest = { code, bytes: json.length, gzip };
      }
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      config.logger.info(
        `city files: ${generated.files.size} countries in /${generated.folder}/, largest ${largest.code} ${kb(largest.bytes)} (${kb(largest.gzip)} gzip), all ${kb(total)} gzip`,
      );
    },
  };
}
