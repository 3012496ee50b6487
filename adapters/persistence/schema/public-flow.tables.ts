import { boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { artists } from './artists.table';
import { blankText, generatedId, moment, ownedBy, timestampNow } from './columns';

const createdAt = () => timestampNow('created_at');

export const waitingListEntries = pgTable('waiting_list_entries', {
  id: generatedId(),
  firstName: text('first_name').notNull(),
  surname: text('surname').notNull(),
  artistName: text('artist_name').notNull(),
  email: text('email').notNull(),
  phone: blankText('phone'),
  country: text('country').notNull(),
  city: text('city').notNull(),
  instagramProfile: blankText('instagram_profile'),
  tiktokProfile: blankText('tiktok_profile'),
  spotifyProfile: blankText('spotify_profile'),
  listenLink: text('listen_link').notNull(),
  projectDescription: blankText('project_description'),
  boardItemId: text('board_item_id'),
  createdAt: createdAt(),
});

export const invitations = pgTable('invitations', {
  id: generatedId(),
  artistId: ownedBy('artist_id', () => artists.id),
  tokenHash: text('token_hash').notNull().unique(),
  reason: blankText('reason'),
  boardItemId: text('board_item_id'),
  createdBy: blankText('created_by'),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
  submissionId: uuid('submission_id'),
  createdAt: createdAt(),
});

export const returningLinks = pgTable('returning_links', {
  id: generatedId(),
  artistId: ownedBy('artist_id', () => artists.id),
  tokenHash: text('token_hash').notNull().unique(),
  active: boolean('active').notNull().default(true),
  usageCount: integer('usage_count').notNull().default(0),
  lastUsedAt: moment('last_used_at'),
  expiresAt: moment('expires_at').notNull(),
  createdAt: createdAt(),
});

export const clientErrors = pgTable('client_errors', {
  id: generatedId(),
  submissionId: text('submission_id'),
  message: text('message').notNull(),
  stack: blankText('stack'),
  stage: blankText('stage'),
  url: blankText('url'),
  userAgent: blankText('user_agent'),
  metadata: jsonb('metadata').notNull().$type<Record<string, unknown>>().default({}),
  category: text('category').notNull(),
  severity: text('severity').notNull(),
  occurredAt: moment('occurred_at'),
  createdAt: createdAt(),
});

export const webVitals = pgTable('web_vitals', {
  id: generatedId(),
  name: text('name').notNull(),
  value: doublePrecision('value').notNull(),
  rating: blankText('rating'),
  url: blankText('url'),
  createdAt: createdAt(),
});

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    windowStart: moment('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.subject, t.windowStart] })],
);
