import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ern432SchemaPath } from '../../adapters/delivery-package/ddex/ddex-schema-files';

export const DDEX_FIXTURES = path.join(__dirname, '..', 'fixtures', 'ddex');
const ERN43_SCHEMA = path.join(DDEX_FIXTURES, 'ern43', 'release-notification.xsd');

export interface SchemaVerdict {
  valid: boolean;
  /** xmllint's report: one line per schema violation. */
  report: string;
}

function validate(xml: string, schema: string): SchemaVerdict {
  const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schema, '-'], { input: xml, encoding: 'utf8' });
  if (result.error) throw result.error;
  return { valid: result.status === 0, report: result.stderr.trim() };
}

/** Validates an ERN 4.3 message (DDEX's samples, the validator's control) against DDEX's own XSD with libxml2's xmllint. */
export const validateErn43 = (xml: string): SchemaVerdict => validate(xml, ERN43_SCHEMA);

/** Validates an ERN 4.3.2 message against the schema the portal ships and checks every message with before sending. */
export const validateErn432 = (xml: string): SchemaVerdict => validate(xml, ern432SchemaPath());
