import { integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { staffAccounts } from './identity.tables';
import { submissions } from './submissions.table';
import { extensionOf, ownedBy, requiredText, timestampNow } from './columns';
import { submissionRow } from './owned-rows';

export const submissionComments = pgTable('submission_comments', {
  ...submissionRow(),
  staffId: requiredText('staff_id'),
  staffName: requiredText('staff_name'),
  body: requiredText('body'),
  createdAt: timestampNow('created_at'),
});

export const submissionVersions = pgTable(
  'submission_versions',
  {
    submissionId: ownedBy('submission_id', () => submissions.id),
    version: integer('version').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.version] })],
);

export const submissionAssignments = pgTable('submission_assignments', {
  submissionId: extensionOf('submission_id', () => submissions.id),
  staffId: ownedBy('staff_id', () => staffAccounts.id),
  assignedAt: timestampNow('assigned_at'),
});
