import { date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { artists } from './artists.table';
import { blankText, generatedId, timestampNow } from './columns';

export const submissions = pgTable('submissions', {
  id: generatedId(),
  artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'set null' }),
  status: text('status').notNull().default('Pending'),
  uploadType: text('upload_type').notNull(),
  releaseType: text('release_type'),
  releaseTitle: blankText('release_title'),
  releaseDate: date('release_date'),
  firstName: blankText('first_name'),
  surname: blankText('surname'),
  email: text('email').notNull(),
  artistName: text('artist_name').notNull(),
  createdAt: timestampNow('created_at'),
  updatedAt: timestampNow('updated_at'),
  /** The mirrored board item, set by the board job. */
  boardItemId: text('board_item_id'),
});
