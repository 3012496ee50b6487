// Regenerates api/openapi/wire-schemas.json from contracts/ (run after changing a response type): npm run openapi:schemas
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateWireSchemas, WIRE_SCHEMAS_FILE } from './openapi/wire-schemas.generator';

const file = path.resolve(__dirname, '..', WIRE_SCHEMAS_FILE);
const schemas = generateWireSchemas();
writeFileSync(file, `${JSON.stringify(schemas, null, 2)}\n`);
console.log(`${WIRE_SCHEMAS_FILE}: ${Object.keys(schemas.answers).length} answers, ${Object.keys(schemas.schemas).length} schemas`);
