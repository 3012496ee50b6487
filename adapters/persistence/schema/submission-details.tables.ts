import { boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { submissions } from './submissions.table';

export const submissionDetails = pgTable('submission_details', {
  submissionId: uuid('submission_id')
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  source: text('source').notNull().default('open'),
  itemName: text('item_name').notNull().default(''),
  formSessionId: text('form_session_id'),
  invitationId: uuid('invitation_id'),
  returningLinkId: uuid('returning_link_id'),
  country: text('country').notNull().default(''),
  city: text('city').notNull().default(''),
  phone: text('phone').notNull().default(''),
  instagramProfile: text('instagram_profile').notNull().default(''),
  tiktokProfile: text('tiktok_profile').notNull().default(''),
  noInstagram: boolean('no_instagram').notNull().default(false),
  noTikTok: boolean('no_tiktok').notNull().default(false),
  spotifyProfile: text('spotify_profile').notNull().default(''),
  listenLink: text('listen_link').notNull().default(''),
  primaryGenre: text('primary_genre').notNull().default(''),
  subGenre: text('sub_genre').notNull().default(''),
  earlyReleaseRequest: boolean('early_release_request').notNull().default(false),
  earlyReleaseReason: text('early_release_reason').notNull().default(''),
  influences: text('influences').notNull().default(''),
  bio: text('bio').notNull().default(''),
  proNumber: text('pro_number').notNull().default(''),
  publishingInterest: boolean('publishing_interest').notNull().default(false),
  distributor: text('distributor').notNull().default(''),
  releaseStrategy: text('release_strategy'),
  fullReleaseDate: date('full_release_date'),
  artworkFileId: text('artwork_file_id'),
  artworkUrl: text('artwork_url').notNull().default(''),
  additionalData: jsonb('additional_data').notNull().$type<Record<string, unknown>>().default({}),
  botScore: integer('bot_score'),
});

export const submissionTracks = pgTable('submission_tracks', {
  id: uuid('id').primaryKey().defaultRandom(),
  submissionId: uuid('submission_id')
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  clientId: text('client_id').notNull().default(''),
  title: text('title').notNull(),
  fileId: text('file_id'),
  fileName: text('file_name').notNull().default(''),
  releaseAsSingle: boolean('release_as_single').notNull().default(false),
  singleReleaseDate: date('single_release_date'),
  singleOrder: integer('single_order'),
  useCustomArtwork: boolean('use_custom_artwork').notNull().default(false),
  customArtworkFileId: text('custom_artwork_file_id'),
  socialClipsEnabled: boolean('social_clips_enabled').notNull().default(false),
  soloWork: boolean('solo_work').notNull().default(false),
  selfProduced: boolean('self_produced').notNull().default(false),
  selfWritten: boolean('self_written').notNull().default(false),
  hasMasterSplit: boolean('has_master_split').notNull().default(false),
  productionYear: integer('production_year'),
  parentalAdvisory: boolean('parental_advisory'),
  lyrics: text('lyrics').notNull().default(''),
});

export const submissionCredits = pgTable('submission_credits', {
  id: uuid('id').primaryKey().defaultRandom(),
  trackId: uuid('track_id')
    .notNull()
    .references(() => submissionTracks.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  position: integer('position').notNull(),
  clientId: text('client_id').notNull().default(''),
  contributorId: text('contributor_id'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  email: text('email').notNull().default(''),
  roles: text('roles').array().notNull().default([]),
  percentage: integer('percentage'),
});

export const submissionClips = pgTable('submission_clips', {
  id: uuid('id').primaryKey().defaultRandom(),
  trackId: uuid('track_id')
    .notNull()
    .references(() => submissionTracks.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  clientId: text('client_id').notNull().default(''),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  description: text('description').notNull().default(''),
});

export const submissionCatalogueItems = pgTable('submission_catalogue_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  submissionId: uuid('submission_id')
    .notNull()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  clientId: text('client_id').notNull().default(''),
  type: text('type').notNull(),
  title: text('title').notNull().default(''),
  artist: text('artist').notNull().default(''),
  image: text('image').notNull().default(''),
  spotifyUrl: text('spotify_url').notNull(),
  releaseDate: text('release_date').notNull().default(''),
  details: jsonb('details').$type<Record<string, unknown>>(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull().default('in_flight'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
