import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { artists } from './artists.table';

export const submissions = pgTable('submissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'set null' }),
  status: text('status').notNull().default('Pending'),
  uploadType: text('upload_type').notNull(),
  releaseType: text('release_type'),
  releaseTitle: text('release_title').notNull().default(''),
  releaseDate: date('release_date'),
  firstName: text('first_name').notNull().default(''),
  surname: text('surname').notNull().default(''),
  email: text('email').notNull(),
  artistName: text('artist_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The mirrored board item, set by the board job. */
  boardItemId: text('board_item_id'),
});
