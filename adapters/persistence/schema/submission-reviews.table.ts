import { bigserial, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { requiredText, timestampNow } from './columns';
import { submissionRow } from './owned-rows';

export const submissionReviews = pgTable('submission_reviews', {
  ...submissionRow(),
  fromStatus: requiredText('from_status'),
  toStatus: requiredText('to_status'),
  note: text('note'),
  changedBy: requiredText('changed_by'),
  /** 'staff' for a desk decision, 'artist' for a resubmission. */
  actor: requiredText('actor').default('staff'),
  /** The submission's version the change was made on. */
  version: integer('version').notNull().default(1),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  createdAt: timestampNow('created_at'),
});
