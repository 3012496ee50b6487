import { boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { blankText, generatedId, moment, requiredText, timestampNow } from './columns';
import { artistRow } from './owned-rows';

const createdAt = () => timestampNow('created_at');

/** A link sent to an artist: only the hash of its token is kept. */
const artistLink = () => ({ ...artistRow(), tokenHash: requiredText('token_hash').unique() });

export const waitingListEntries = pgTable('waiting_list_entries', {
  id: generatedId(),
  firstName: requiredText('first_name'),
  surname: requiredText('surname'),
  artistName: requiredText('artist_name'),
  email: requiredText('email'),
  phone: blankText('phone'),
  country: requiredText('country'),
  city: requiredText('city'),
  instagramProfile: blankText('instagram_profile'),
  tiktokProfile: blankText('tiktok_profile'),
  spotifyProfile: blankText('spotify_profile'),
  listenLink: requiredText('listen_link'),
  projectDescription: blankText('project_description'),
  boardItemId: text('board_item_id'),
  createdAt: createdAt(),
});

export const invitations = pgTable('invitations', {
  ...artistLink(),
  reason: blankText('reason'),
  boardItemId: text('board_item_id'),
  createdBy: blankText('created_by'),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
  submissionId: uuid('submission_id'),
  createdAt: createdAt(),
});

export const returningLinks = pgTable('returning_links', {
  ...artistLink(),
  active: boolean('active').notNull().default(true),
  usageCount: integer('usage_count').notNull().default(0),
  lastUsedAt: moment('last_used_at'),
  expiresAt: moment('expires_at').notNull(),
  createdAt: createdAt(),
});

export const clientErrors = pgTable('client_errors', {
  id: generatedId(),
  submissionId: text('submission_id'),
  message: requiredText('message'),
  stack: blankText('stack'),
  stage: blankText('stage'),
  url: blankText('url'),
  userAgent: blankText('user_agent'),
  metadata: jsonb('metadata').notNull().$type<Record<string, unknown>>().default({}),
  category: requiredText('category'),
  severity: requiredText('severity'),
  occurredAt: moment('occurred_at'),
  createdAt: createdAt(),
});

export const webVitals = pgTable('web_vitals', {
  id: generatedId(),
  name: requiredText('name'),
  value: doublePrecision('value').notNull(),
  rating: blankText('rating'),
  url: blankText('url'),
  createdAt: createdAt(),
});

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: requiredText('bucket'),
    subject: requiredText('subject'),
    windowStart: moment('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.subject, t.windowStart] })],
);
