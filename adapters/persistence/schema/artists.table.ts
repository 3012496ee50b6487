import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const artists = pgTable('artists', {
  id: uuid('id').primaryKey().defaultRandom(),
  artistCode: text('artist_code').notNull().unique(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull().default(''),
  surname: text('surname').notNull().default(''),
  artistName: text('artist_name').notNull().default(''),
  status: text('status').notNull().default('Active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
