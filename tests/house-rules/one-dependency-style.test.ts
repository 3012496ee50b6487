import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '../..');
const USE_CASES = join(ROOT, 'application/use-cases');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : Promise.resolve(entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []),
    ),
  );
  return nested.flat();
}

/**
 * Each class in `source` whose constructor takes its collaborators one by one instead of one named object, `deps`. Errors (classes that extend another) take a message and are not collaborators.
 */
function positionalClasses(source: string, file = 'sample.ts'): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  return tree.statements.filter(ts.isClassDeclaration).flatMap((declaration) => {
    if (declaration.heritageClauses?.some((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)) return [];
    const parameters = declaration.members.find(ts.isConstructorDeclaration)?.parameters ?? ts.factory.createNodeArray();
    const name = declaration.name?.text ?? 'anonymous';
    if (parameters.length > 1) return [`${name} takes ${parameters.length} parameters`];
    const [only] = parameters;
    return only && only.name.getText() !== 'deps' ? [`${name} takes '${only.name.getText()}' instead of 'deps'`] : [];
  });
}

describe('one dependency style: a use case takes its ports as one named object', () => {
  it('finds a class that takes them one by one', () => {
    const sample = 'export class A { constructor(private readonly clock: Clock, private readonly jobs: JobQueue) {} }';
    expect(positionalClasses(sample)).toEqual(['A takes 2 parameters']);
    expect(positionalClasses('export class B { constructor(private readonly deps: BDeps) {} }')).toEqual([]);
    expect(positionalClasses('export class C { constructor(private readonly catalogue: MusicCatalogue) {} }')).toEqual([
      "C takes 'catalogue' instead of 'deps'",
    ]);
    expect(
      positionalClasses('export class E extends Error { constructor(message: string, readonly code: string) { super(message); } }'),
    ).toEqual([]);
  });

  it('holds for every class under application/use-cases', async () => {
    const files = await sourceFiles(USE_CASES);
    const found = await Promise.all(
      files.map(async (file) => positionalClasses(await readFile(file, 'utf8'), file).map((hit) => `${relative(ROOT, file)}: ${hit}`)),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(found.flat()).toEqual([]);
  });
});
