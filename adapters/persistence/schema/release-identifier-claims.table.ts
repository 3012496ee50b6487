import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ownedBy, requiredText } from './columns';
import { submissions } from './submissions.table';

/** The identifiers approved releases hold: one release per ISRC or UPC. */
export const releaseIdentifierClaims = pgTable(
  'release_identifier_claims',
  {
    kind: requiredText('kind').$type<'isrc' | 'upc'>(),
    value: requiredText('value'),
    submissionId: ownedBy('submission_id', () => submissions.id),
  },
  (table) => [primaryKey({ columns: [table.kind, table.value] })],
);
