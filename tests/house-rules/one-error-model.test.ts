import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const SERVER_LAYERS = ['api', 'application', 'adapters'];
/** A second error model: the retired status-carrying exception, or a hand-made HTTP body thrown past the filter. */
const SECOND_MODEL = /\bApiException\b|new HttpException\(/;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry): Promise<string[]> => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
      return /\.(ts|tsx|mts|cts)$/.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

/** Each `file:line` under the server layers of `root` that refuses outside the coded AppError. */
async function secondModelUses(root: string): Promise<string[]> {
  const files = (await Promise.all(SERVER_LAYERS.map((layer) => sourceFiles(join(root, layer)).catch(() => [])))).flat();
  const hits = await Promise.all(
    files.map(async (file) =>
      (await readFile(file, 'utf8'))
        .split('\n')
        .flatMap((line, at) => (SECOND_MODEL.test(line) ? [`${relative(root, file)}:${at + 1}`] : [])),
    ),
  );
  return hits.flat().sort();
}

describe('one error model (DESIGN.md Errors)', () => {
  it('refuses only with coded errors in api/, application/ and adapters/', async () => {
    expect(await secondModelUses(ROOT)).toEqual([]);
  });

  it('finds a status-carrying exception or a raw HttpException body when one creeps back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'error-model-'));
    try {
      await mkdir(join(dir, 'api/x'), { recursive: true });
      await mkdir(join(dir, 'adapters/y'), { recursive: true });
      await writeFile(join(dir, 'api/x/a.controller.ts'), "import { ApiException } from './api-exception';\n");
      await writeFile(join(dir, 'adapters/y/b.ts'), 'const ok = 1;\nthrow new HttpException({ success: false }, 400);\n');
      await writeFile(join(dir, 'api/x/c.ts'), "throw new AppError('invalid', 'fine');\n");
      expect(await secondModelUses(dir)).toEqual(['adapters/y/b.ts:2', 'api/x/a.controller.ts:1']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
