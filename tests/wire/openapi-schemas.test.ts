import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateWireSchemas, WIRE_SCHEMAS_FILE, type WireSchemas } from '../../scripts/openapi/wire-schemas.generator';
import { renameField } from './compile-with-overlay';

/**
 * The OpenAPI document's success schemas are generated from the wire types the web and the API compile against
 * (api/openapi/wire-schemas.json). A wire type changed without `npm run openapi:schemas` leaves the document behind:
 * these tests fail until it is regenerated.
 */
const ROOT = path.resolve(__dirname, '../..');
const committed = JSON.parse(readFileSync(path.join(ROOT, WIRE_SCHEMAS_FILE), 'utf8')) as WireSchemas;
const PROFILE_WIRE = 'wire/profile.wire.ts';
const profileSource = readFileSync(path.join(ROOT, PROFILE_WIRE), 'utf8');

type Properties = { properties?: Record<string, unknown>; required?: string[] };
const propertiesOf = (schemas: WireSchemas, name: string) => schemas.schemas[name] as Properties;

/** The wire type file with one more required field in one interface. */
function addField(source: string, interfaceName: string, field: string): string {
  const start = source.search(new RegExp(`interface ${interfaceName}\\b[^{]*\\{`));
  if (start < 0) throw new Error(`No interface ${interfaceName}`);
  const open = source.indexOf('{', start);
  return `${source.slice(0, open + 1)}\n  ${field}: string;${source.slice(open + 1)}`;
}

// Each case type-checks the wire types afresh (a few seconds alone, more on a loaded machine).
const GENERATION_TIMEOUT_MS = 120_000;

describe('the documented success schemas follow wire/', () => {
  it(
    'wire-schemas.json is what wire/ generate today (run npm run openapi:schemas after changing a response type)',
    () => {
      expect(generateWireSchemas()).toEqual(committed);
    },
    GENERATION_TIMEOUT_MS,
  );

  it(
    'documents a field added to a wire type only once regenerated: the committed file no longer matches',
    () => {
      const generated = generateWireSchemas({ [PROFILE_WIRE]: addField(profileSource, 'ProfileView', 'iswcCount') });
      expect(propertiesOf(generated, 'ProfileView').properties).toHaveProperty('iswcCount');
      expect(propertiesOf(generated, 'ProfileView').required).toContain('iswcCount');
      expect(propertiesOf(committed, 'ProfileView').properties).not.toHaveProperty('iswcCount');
      expect(generated).not.toEqual(committed);
    },
    GENERATION_TIMEOUT_MS,
  );

  it(
    'documents a renamed field only once regenerated',
    () => {
      const generated = generateWireSchemas({
        [PROFILE_WIRE]: renameField(profileSource, 'ProfileResponse', 'profile', 'artistProfile'),
      });
      expect(Object.keys(propertiesOf(generated, 'ProfileResponse').properties ?? {})).toEqual(expect.arrayContaining(['artistProfile']));
      expect(propertiesOf(committed, 'ProfileResponse').properties).toHaveProperty('profile');
      expect(generated).not.toEqual(committed);
    },
    GENERATION_TIMEOUT_MS,
  );
});
