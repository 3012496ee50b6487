import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { staffAccounts } from './identity.tables';
import { submissions } from './submissions.table';
import { generatedId, timestampNow } from './columns';

export const submissionComments = pgTable('submission_comments', {
  id: generatedId(),
  submissionId: uuid('submission_id')
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  staffId: text('staff_id').notNull(),
  staffName: text('staff_name').notNull(),
  body: text('body').notNull(),
  createdAt: timestampNow('created_at'),
});

export const submissionVersions = pgTable(
  'submission_versions',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.version] })],
);

export const submissionAssignments = pgTable('submission_assignments', {
  submissionId: uuid('submission_id')
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  assignedAt: timestampNow('assigned_at'),
});
