// Regenerates api/openapi/wire-schemas.json from wire/ (run after changing a response type): npm run openapi:schemas
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { generateWireSchemas, WIRE_SCHEMAS_FILE } from './openapi/wire-schemas.generator';

async function main(): Promise<void> {
  const file = path.resolve(__dirname, '..', WIRE_SCHEMAS_FILE);
  const schemas = generateWireSchemas();
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(JSON.stringify(schemas), { ...options, filepath: file }));
  console.log(`${WIRE_SCHEMAS_FILE}: ${Object.keys(schemas.answers).length} answers, ${Object.keys(schemas.schemas).length} schemas`);
}

void main();
