import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(__dirname, '../..');
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const TSCONFIG = { compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true } };

type Tree = Record<string, string>;

/** Runs the project's own rules over a small tree laid out like the repository; answers the rules it breaks. */
async function brokenRules(tree: Tree): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'depcruise-'));
  try {
    await writeFile(join(dir, 'tsconfig.depcruise.json'), JSON.stringify(TSCONFIG));
    for (const [path, text] of Object.entries(tree)) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    const roots = [...new Set(Object.keys(tree).map((p) => p.split('/')[0]))];
    const run = await promisify(execFile)(process.execPath, [DEPCRUISE, ...roots, '--config', CONFIG, '--output-type', 'json'], {
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(run.stdout) as { summary: { violations: { rule: { name: string } }[] } };
    return [...new Set(report.summary.violations.map((v) => v.rule.name))].sort();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const used = (from: string, to: string) => ({ [from]: `import { x } from '${to}';\nexport const y = x;\n` });
const exporting = (path: string) => ({ [path]: 'export const x = 1;\n' });

describe('the dependency rules of DESIGN.md', () => {
  it('pass a tree that keeps them', async () => {
    await expect(
      brokenRules({
        'api/main.ts':
          "import { x } from '../adapters/registry';\nimport { y } from '../application/use-cases/submit.use-case';\nexport const z = x + y;\n",
        ...used('adapters/registry/index.ts', '../../application/ports/board.port'),
        ...exporting('application/ports/board.port.ts'),
        'application/use-cases/submit.use-case.ts': "import { x } from '../../domain/release';\nexport const y = x;\n",
        ...exporting('domain/release.ts'),
      }),
    ).resolves.toEqual([]);
  });

  it.each<[string, Tree]>([
    ['domain-is-pure', { ...used('domain/a.ts', '../application/b'), ...exporting('application/b.ts') }],
    ['wire-names-only-domain', { ...used('wire/a.ts', '../application/b'), ...exporting('application/b.ts') }],
    ['wire-is-types-only', { ...used('api/main.ts', '../wire/wire'), ...exporting('wire/wire.ts') }],
    ['application-depends-on-domain-only', { ...used('application/a.ts', '../adapters/b'), ...exporting('adapters/b.ts') }],
    [
      'application-streams-are-types-only',
      { 'application/a.ts': "import { Readable } from 'node:stream';\nexport const r = Readable.from([]);\n" },
    ],
    ['adapters-never-import-drivers-side', { ...used('adapters/a.ts', '../api/b'), ...exporting('api/b.ts') }],
    ['web-never-imports-server', { ...used('web/src/main.tsx', '../../application/b'), ...exporting('application/b.ts') }],
    ['production-never-imports-tests', { ...used('api/main.ts', '../tests/builder'), ...exporting('tests/builder.ts') }],
    [
      'web-features-are-isolated',
      {
        ...used('web/src/main.tsx', './features/one/a'),
        ...used('web/src/features/one/a.tsx', '../two/b'),
        ...exporting('web/src/features/two/b.tsx'),
      },
    ],
    ['no-orphans', exporting('application/forgotten.ts')],
    ['no-cycles', { ...used('api/main.ts', './a'), ...used('api/a.ts', './b'), ...used('api/b.ts', './a') }],
    ['no-unresolvable', used('api/main.ts', './missing')],
    [
      'api-uses-adapters-through-the-registry',
      { ...used('api/main.ts', '../adapters/media/sniff'), ...exporting('adapters/media/sniff.ts') },
    ],
    [
      'adapters-never-import-use-cases',
      {
        ...used('adapters/board.ts', '../application/use-cases/submit.use-case'),
        ...exporting('application/use-cases/submit.use-case.ts'),
      },
    ],
  ])('catch a deliberate break of %s', async (rule, tree) => {
    expect(await brokenRules(tree)).toContain(rule);
  });
});
