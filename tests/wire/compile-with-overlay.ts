import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');

/** Compiler options of one of the repository's tsconfig files (server: tsconfig.json, web: web/tsconfig.json). */
export function optionsOf(tsconfig: string): ts.CompilerOptions {
  const file = path.join(ROOT, tsconfig);
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(file)).options;
}

export type Overlay = Record<string, string>;

// Parsed files shared by every program: only the overlaid wire type is parsed again, the rest is reused.
const parsed = new Map<string, ts.SourceFile>();

/**
 * Type-checks `roots` (paths from the repository root) as tsc would, with some files' text replaced by `overlay`,
 * and answers which of the roots have errors.
 */
export function rootsWithErrors(roots: string[], options: ts.CompilerOptions, overlay: Overlay = {}): string[] {
  const replaced = new Map(Object.entries(overlay).map(([file, text]) => [path.join(ROOT, file), text]));
  const host = ts.createCompilerHost({ ...options, noEmit: true });
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => replaced.get(path.resolve(file)) ?? readFile(file);
  host.getSourceFile = (file, language, onError) => {
    const text = replaced.get(path.resolve(file));
    if (text !== undefined) return ts.createSourceFile(file, text, language);
    const cached = parsed.get(file) ?? getSourceFile(file, language, onError);
    if (cached) parsed.set(file, cached);
    return cached;
  };
  const program = ts.createProgram({ rootNames: roots.map((r) => path.join(ROOT, r)), options: { ...options, noEmit: true }, host });
  const broken = roots.filter((root) => {
    const file = program.getSourceFile(path.join(ROOT, root));
    if (!file) throw new Error(`${root} is not part of the program`);
    return program.getSyntacticDiagnostics(file).length + program.getSemanticDiagnostics(file).length > 0;
  });
  return broken.sort();
}

/** The wire type file's text with one field of one interface renamed (the first declaration inside its braces). */
export function renameField(source: string, interfaceName: string, field: string, renamed: string): string {
  const start = source.search(new RegExp(`interface ${interfaceName}\\b[^{]*\\{`));
  if (start < 0) throw new Error(`No interface ${interfaceName}`);
  const open = source.indexOf('{', start);
  const close = source.indexOf('\n}', open);
  const body = source.slice(open, close);
  const declaration = new RegExp(`(\\n\\s+)${field}(\\??:)`);
  if (!declaration.test(body)) throw new Error(`No field ${field} in ${interfaceName}`);
  return source.slice(0, open) + body.replace(declaration, `$1${renamed}$2`) + source.slice(close);
}
