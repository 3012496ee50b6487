import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The schema folder, found both from the TypeScript sources and from the compiled tree (tsc copies no .xsd: from
 * dist/server/adapters/delivery-package/ddex the sources are five folders up).
 */
function schemaDir(): string {
  const candidates = [__dirname, path.resolve(__dirname, '../../../../../adapters/delivery-package/ddex')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'allowed-value-sets.xsd')));
  if (!found) throw new Error(`No DDEX schema folder found (looked in ${candidates.join(', ')})`);
  return found;
}

/** ERN 4.3.2's message schema, the one every message is checked against before it leaves. */
export const ern432SchemaPath = (): string => path.join(schemaDir(), 'ern432', 'release-notification.xsd');

let avsVersion: string | undefined;

/** The `AvsVersionId` of the allowed-value sets the schema imports, read from that file's header (once). */
export function avsVersionId(): string {
  if (avsVersion === undefined) {
    const header = readFileSync(path.join(schemaDir(), 'allowed-value-sets.xsd'), 'utf8').slice(0, 4096);
    const match = /<xs:documentation source="AvsVersionId">\s*(\d+)\s*</.exec(header);
    if (!match) throw new Error('The allowed-value sets file names no AvsVersionId in its header');
    avsVersion = match[1];
  }
  return avsVersion;
}
