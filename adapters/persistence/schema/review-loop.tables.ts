import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffAccounts } from './identity.tables';
import { submissions } from './submissions.table';

const tz = { withTimezone: true } as const;

export const submissionComments = pgTable('submission_comments', {
  id: uuid('id').primaryKey().defaultRandom(),
  submissionId: uuid('submission_id')
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  staffId: text('staff_id').notNull(),
  staffName: text('staff_name').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
});

export const submissionVersions = pgTable(
  'submission_versions',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
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
  assignedAt: timestamp('assigned_at', tz).notNull().defaultNow(),
});
