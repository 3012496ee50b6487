import { boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { artists } from './artists.table';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const waitingListEntries = pgTable('waiting_list_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  surname: text('surname').notNull(),
  artistName: text('artist_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  country: text('country').notNull(),
  city: text('city').notNull(),
  instagramProfile: text('instagram_profile').notNull().default(''),
  tiktokProfile: text('tiktok_profile').notNull().default(''),
  spotifyProfile: text('spotify_profile').notNull().default(''),
  listenLink: text('listen_link').notNull(),
  projectDescription: text('project_description').notNull().default(''),
  boardItemId: text('board_item_id'),
  createdAt: createdAt(),
});

export const invitations = pgTable('invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  artistId: uuid('artist_id')
    .notNull()
    .references(() => artists.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  reason: text('reason').notNull().default(''),
  boardItemId: text('board_item_id'),
  createdBy: text('created_by').notNull().default(''),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  submissionId: uuid('submission_id'),
  createdAt: createdAt(),
});

export const returningLinks = pgTable('returning_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  artistId: uuid('artist_id')
    .notNull()
    .references(() => artists.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  active: boolean('active').notNull().default(true),
  usageCount: integer('usage_count').notNull().default(0),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const clientErrors = pgTable('client_errors', {
  id: uuid('id').primaryKey().defaultRandom(),
  submissionId: text('submission_id'),
  message: text('message').notNull(),
  stack: text('stack').notNull().default(''),
  stage: text('stage').notNull().default(''),
  url: text('url').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  metadata: jsonb('metadata').notNull().$type<Record<string, unknown>>().default({}),
  category: text('category').notNull(),
  severity: text('severity').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const webVitals = pgTable('web_vitals', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  value: doublePrecision('value').notNull(),
  rating: text('rating').notNull().default(''),
  url: text('url').notNull().default(''),
  createdAt: createdAt(),
});

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.subject, t.windowStart] })],
);
