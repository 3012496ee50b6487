import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const DDEX_FIXTURES = path.join(__dirname, '..', 'fixtures', 'ddex');
const SCHEMA = path.join(DDEX_FIXTURES, 'ern43', 'release-notification.xsd');

export interface SchemaVerdict {
  valid: boolean;
  /** xmllint's report: one line per schema violation. */
  report: string;
}

/** Validates an ERN 4.3 message against DDEX's own XSD with libxml2's xmllint (Debian libxml2-utils). */
export function validateErn43(xml: string): SchemaVerdict {
  const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, '-'], { input: xml, encoding: 'utf8' });
  if (result.error) throw result.error;
  return { valid: result.status === 0, report: result.stderr.trim() };
}
