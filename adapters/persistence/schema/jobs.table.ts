import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, moment, requiredText, timestampNow } from './columns';

export const jobs = pgTable('jobs', {
  id: generatedId(),
  kind: requiredText('kind'),
  payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
  status: requiredText('status').default('queued'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts'),
  runAt: timestampNow('run_at'),
  dedupeKey: text('dedupe_key'),
  lockedUntil: moment('locked_until'),
  lastError: text('last_error'),
  /** Where the current retry window starts: the enqueue, or a staff Retry. */
  retrySince: timestampNow('retry_since'),
  createdAt: timestampNow('created_at'),
  updatedAt: timestampNow('updated_at'),
  finishedAt: moment('finished_at'),
});
