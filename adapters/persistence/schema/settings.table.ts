import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampNow } from './columns';

/** Small key/value settings owned by the portal (e.g. whether submissions are open). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestampNow('updated_at'),
});
