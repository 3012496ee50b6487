import path from 'node:path';
import { createFormatter, createParser, DEFAULT_CONFIG, type CompletedConfig, SchemaGenerator } from 'ts-json-schema-generator';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const ANSWERS_FILE = 'api/openapi/wire-answers.ts';
export const WIRE_SCHEMAS_FILE = 'api/openapi/wire-schemas.json';

export type JsonSchema = { [key: string]: unknown };

/** The committed file: each answer's schema by name, and the wire types they refer to (OpenAPI 3.0 schemas). */
export interface WireSchemas {
  answers: Record<string, JsonSchema>;
  schemas: Record<string, JsonSchema>;
}

/** Files (paths from the repository root) whose text the generator reads instead of the file on disk. */
export type SourceOverlay = Record<string, string>;

function programOf(overlay: SourceOverlay): ts.Program {
  const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const options = ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options;
  const replaced = new Map(Object.entries(overlay).map(([file, text]) => [path.join(ROOT, file), text]));
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => replaced.get(path.resolve(file)) ?? readFile(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) => {
    const text = replaced.get(path.resolve(file));
    return text === undefined ? getSourceFile(file, language, onError) : ts.createSourceFile(file, text, language);
  };
  return ts.createProgram({ rootNames: [path.join(ROOT, ANSWERS_FILE)], options: { ...options, noEmit: true }, host });
}

const DEFINITIONS = '#/definitions/';

/** JSON Schema draft 7 (the generator's output) as OpenAPI 3.0 reads it: no const, no null type, component refs. */
export function toOpenApi30(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toOpenApi30);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') out.$ref = value.replace(DEFINITIONS, '#/components/schemas/');
    else if (key === 'const') out.enum = [value];
    else out[key] = toOpenApi30(value);
  }
  if (Array.isArray(out.type)) {
    const types = (out.type as string[]).filter((t) => t !== 'null');
    if (types.length < out.type.length) out.nullable = true;
    if (types.length === 1) out.type = types[0];
    else {
      delete out.type;
      out.anyOf = types.map((type) => ({ type }));
    }
  }
  if (out.type === 'null') {
    delete out.type;
    Object.assign(out, { nullable: true, enum: [null] });
  }
  const variants = (out.anyOf as JsonSchema[] | undefined)?.filter((v) => v.type !== 'null');
  if (variants && variants.length < (out.anyOf as JsonSchema[]).length) {
    delete out.anyOf;
    out.nullable = true;
    if (variants.length === 1 && variants[0].$ref === undefined) Object.assign(out, variants[0]);
    else if (variants.length === 1) out.allOf = variants;
    else out.anyOf = variants;
  }
  return out;
}

/** Generates the answers' schemas from the wire types named in api/openapi/wire-answers.ts. */
export function generateWireSchemas(overlay: SourceOverlay = {}): WireSchemas {
  const config: CompletedConfig = {
    ...DEFAULT_CONFIG,
    path: path.join(ROOT, ANSWERS_FILE),
    type: 'WireAnswers',
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    skipTypeCheck: true,
  };
  const program = programOf(overlay);
  const generator = new SchemaGenerator(program, createParser(program, config), createFormatter(config), config);
  const definitions = (generator.createSchema('WireAnswers').definitions ?? {}) as Record<string, JsonSchema>;
  const { WireAnswers: root, ...rest } = definitions;
  const schemas = Object.fromEntries(Object.entries(rest).map(([name, schema]) => [name, toOpenApi30(schema) as JsonSchema]));
  const properties = root.properties as Record<string, JsonSchema>;
  const answers = Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, toOpenApi30(schema) as JsonSchema]));
  return { answers, schemas };
}
