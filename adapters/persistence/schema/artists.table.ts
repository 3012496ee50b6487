import { pgTable } from 'drizzle-orm/pg-core';
import { blankText, generatedId, requiredText, timestampNow } from './columns';

export const artists = pgTable('artists', {
  id: generatedId(),
  artistCode: requiredText('artist_code').unique(),
  email: requiredText('email'),
  firstName: blankText('first_name'),
  surname: blankText('surname'),
  artistName: blankText('artist_name'),
  status: requiredText('status').default('Active'),
  createdAt: timestampNow('created_at'),
  updatedAt: timestampNow('updated_at'),
});
