import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value settings owned by the portal (e.g. whether submissions are open). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
