import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import ts from 'typescript';
import { optionsOf } from '../wire/compile-with-overlay';
import { useTestApp } from '../support/use-test-app';

/**
 * A client generated from the served document (openapi-typescript, as a consumer would) has the very types the web
 * compiles against: every wire type the document describes is mutually assignable with its generated twin.
 * A wire field added, renamed or retyped without `npm run openapi:schemas` fails here.
 */
const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'node_modules/openapi-typescript/bin/cli.js');
const WIRE_INDEX = path.join(ROOT, 'wire/index.ts');
const TIMEOUT_MS = 120_000;

/** The exported type names of wire/ (every `export interface|type Name` of its files). */
function wireTypeNames(): Set<string> {
  const program = ts.createProgram([WIRE_INDEX], optionsOf('tsconfig.json'));
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(WIRE_INDEX)!)!;
  return new Set(checker.getExportsOfModule(module).map((symbol) => symbol.getName()));
}

/** The type errors of `file`, each with the line's text (one line per checked type). */
function errorsOf(file: string): string[] {
  const program = ts.createProgram([file], { ...optionsOf('tsconfig.json'), noEmit: true, noUnusedLocals: false });
  const source = program.getSourceFile(file)!;
  const lines = source.text.split('\n');
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
    const line = d.start === undefined ? -1 : source.getLineAndCharacterOfPosition(d.start).line;
    return `${lines[line]?.trim() ?? '?'}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

const app = useTestApp();
let dir: string;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a client generated from /api/docs-json', () => {
  it(
    'types every documented wire type exactly as wire/ does',
    async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'openapi-client-'));
      const documentFile = path.join(dir, 'openapi.json');
      writeFileSync(documentFile, JSON.stringify((await request(app().http).get('/api/docs-json').expect(200)).body));
      execFileSync(process.execPath, [CLI, documentFile, '--output', path.join(dir, 'client.ts')], { stdio: 'pipe' });
      expect(readFileSync(path.join(dir, 'client.ts'), 'utf8')).toContain('export interface components');

      const documented = Object.keys(
        (JSON.parse(readFileSync(documentFile, 'utf8')) as { components: { schemas: object } }).components.schemas,
      );
      const wireTypes = wireTypeNames();
      const shared = documented.filter((name) => wireTypes.has(name));
      expect(shared.length).toBeGreaterThan(100);
      const checks = [
        "import type { components } from './client';",
        `import type * as Wire from ${JSON.stringify(WIRE_INDEX.replace(/\.ts$/, ''))};`,
        `import type { PinnedFieldRef } from ${JSON.stringify(path.join(ROOT, 'domain/review-pins'))};`,
        'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
        // OpenAPI has no template-literal strings: the document (so the client) types a pinned field reference as string.
        // Only a value typed exactly PinnedFieldRef: a union of plain names some references equal (note kinds) stays as it is.
        'type Widen<T> = [T] extends [PinnedFieldRef] ? ([PinnedFieldRef] extends [T] ? string : T) : T extends (infer U)[] ? Widen<U>[] : T extends object ? { [K in keyof T]: Widen<T[K]> } : T;',
        ...shared.map((name) => `export const ${name}: Same<components['schemas']['${name}'], Widen<Wire.${name}>> = true;`),
      ];
      const checkFile = path.join(dir, 'same-types.ts');
      writeFileSync(checkFile, `${checks.join('\n')}\n`);
      expect(errorsOf(checkFile)).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
