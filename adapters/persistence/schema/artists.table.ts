import { pgTable, text } from 'drizzle-orm/pg-core';
import { blankText, generatedId, timestampNow } from './columns';

export const artists = pgTable('artists', {
  id: generatedId(),
  artistCode: text('artist_code').notNull().unique(),
  email: text('email').notNull(),
  firstName: blankText('first_name'),
  surname: blankText('surname'),
  artistName: blankText('artist_name'),
  status: text('status').notNull().default('Active'),
  createdAt: timestampNow('created_at'),
  updatedAt: timestampNow('updated_at'),
});
