import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { artists } from './artists.table';

export const artistProfiles = pgTable('artist_profiles', {
  artistId: uuid('artist_id')
    .primaryKey()
    .references(() => artists.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  pictureKey: text('picture_key'),
  nationality: text('nationality').notNull().default(''),
  country: text('country').notNull().default(''),
  city: text('city').notNull().default(''),
  biography: text('biography').notNull().default(''),
  spotifyProfile: text('spotify_profile').notNull().default(''),
  appleMusicProfile: text('apple_music_profile').notNull().default(''),
  soundcloudProfile: text('soundcloud_profile').notNull().default(''),
  instagramProfile: text('instagram_profile').notNull().default(''),
  tiktokProfile: text('tiktok_profile').notNull().default(''),
  website: text('website').notNull().default(''),
  pplId: text('ppl_id').notNull().default(''),
  prsId: text('prs_id').notNull().default(''),
  hasSignedContract: boolean('has_signed_contract').notNull().default(false),
  contractSignatureId: uuid('contract_signature_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
