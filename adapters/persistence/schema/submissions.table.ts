import { date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { artists } from './artists.table';
import { blankText, generatedId, requiredText, timestampNow } from './columns';

export const submissions = pgTable('submissions', {
  id: generatedId(),
  artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'set null' }),
  status: requiredText('status').default('Pending'),
  uploadType: requiredText('upload_type'),
  releaseType: text('release_type'),
  releaseTitle: blankText('release_title'),
  releaseDate: date('release_date'),
  firstName: blankText('first_name'),
  surname: blankText('surname'),
  email: requiredText('email'),
  artistName: requiredText('artist_name'),
  createdAt: timestampNow('created_at'),
  updatedAt: timestampNow('updated_at'),
  /** The mirrored board item, set by the board job. */
  boardItemId: text('board_item_id'),
  /** The release's UPC/EAN-13: the artist's own, or assigned on approval. */
  upc: text('upc'),
});
