import { bigserial, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { submissions } from './submissions.table';
import { generatedId, ownedBy, timestampNow } from './columns';

export const submissionReviews = pgTable('submission_reviews', {
  id: generatedId(),
  submissionId: ownedBy('submission_id', () => submissions.id),
  fromStatus: text('from_status').notNull(),
  toStatus: text('to_status').notNull(),
  note: text('note'),
  changedBy: text('changed_by').notNull(),
  /** 'staff' for a desk decision, 'artist' for a resubmission. */
  actor: text('actor').notNull().default('staff'),
  /** The submission's version the change was made on. */
  version: integer('version').notNull().default(1),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  createdAt: timestampNow('created_at'),
});
