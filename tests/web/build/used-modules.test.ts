/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { usedModules } from '../../../web/plugins/used-modules.mjs';

// A small module graph bundled by the build's own bundler, so the plugin context is the real one.
const FILES: Record<string, string> = {
  'page.js': `import { a } from './barrel.js'; import { q } from './package-index.js'; import './side-effect.js'; a(); q();`,
  'barrel.js': `export * from './a.js'; export * from './b.js'; export { c as renamed } from './c.js'; export * as everything from './d.js';`,
  'a.js': `import { helper } from './helper.js'; export const a = () => helper();`,
  'b.js': `export const b = () => 'b';`,
  'c.js': `export const c = () => 'c';`,
  'd.js': `export const d = () => 'd';`,
  'helper.js': `export const helper = () => 'helper';`,
  'package-index.js': `import { q } from './q.js'; import { r } from './r.js'; export { q, r };`,
  'q.js': `export const q = () => 'q';`,
  'r.js': `export const r = () => 'r';`,
  'side-effect.js': `globalThis.touched = true;`,
  'namespace-page.js': `import * as all from './barrel.js'; console.log(all);`,
  'renamed-page.js': `import { renamed, everything } from './barrel.js'; renamed(); everything.d();`,
};

async function usedBy(page: string): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'used-modules-'));
  try {
    for (const [file, code] of Object.entries(FILES)) writeFileSync(path.join(dir, file), code);
    const { rolldown } = await import('rolldown');
    let used: Set<string> = new Set();
    const build = await rolldown({
      input: path.join(dir, page),
      logLevel: 'silent',
      plugins: [
        {
          name: 'read-used-modules',
          async buildEnd() {
            used = await usedModules(this, [path.join(dir, page)]);
          },
        },
      ],
    });
    // A boolean: under Jest's module sandbox rolldown's native side does not take its default function here.
    await build.generate({ sourcemapIgnoreList: false });
    await build.close();
    return [...used].map((id) => path.basename(id)).sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('usedModules (web/plugins/used-modules.mts)', () => {
  it('follows only the names a page imports through barrels and package indexes', async () => {
    expect(await usedBy('page.js')).toEqual(['a.js', 'helper.js', 'page.js', 'q.js', 'side-effect.js']);
  });

  it('takes every module behind a barrel that is imported whole', async () => {
    expect(await usedBy('namespace-page.js')).toEqual(['a.js', 'b.js', 'barrel.js', 'c.js', 'd.js', 'helper.js', 'namespace-page.js']);
  });

  it('follows renamed and namespace re-exports to their own modules', async () => {
    expect(await usedBy('renamed-page.js')).toEqual(['c.js', 'd.js', 'renamed-page.js']);
  });
});
