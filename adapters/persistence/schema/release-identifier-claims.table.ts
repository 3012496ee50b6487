import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { requiredText } from './columns';
import { submissions } from './submissions.table';

/** The identifiers approved releases hold: one release per ISRC or UPC. */
export const releaseIdentifierClaims = pgTable(
  'release_identifier_claims',
  {
    kind: requiredText('kind').$type<'isrc' | 'upc'>(),
    value: requiredText('value'),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.kind, table.value] })],
);
