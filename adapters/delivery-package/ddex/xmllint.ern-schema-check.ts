import { spawnSync } from 'node:child_process';
import { ern432SchemaPath } from './ddex-schema-files';

/** xmllint's exit status when the document parsed but broke the schema, or did not parse at all. */
const DOCUMENT_REFUSED = new Set([1, 3]);

export interface ErnSchemaVerdict {
  valid: boolean;
  /** The checker's complaints, one per line, as libxml2 words them. */
  problems: string[];
}

/**
 * Checks a message against DDEX's ERN 4.3.2 schema with libxml2's xmllint (Debian libxml2-utils), about 70 ms of CPU
 * a message. A missing xmllint or an unreadable schema is our fault, thrown as such, never a verdict on the message.
 */
export function checkErnMessage(xml: string): ErnSchemaVerdict {
  const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', ern432SchemaPath(), '-'], {
    input: xml,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status === 0) return { valid: true, problems: [] };
  if (!DOCUMENT_REFUSED.has(result.status ?? -1)) throw new Error(`xmllint could not check the message: ${result.stderr.trim()}`);
  const problems = result.stderr
    .split('\n')
    .filter((line) => /error/i.test(line))
    .map((line) => line.replace(/^-:\d+: /, '').trim());
  return { valid: false, problems };
}
