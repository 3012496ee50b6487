import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { artists } from './artists.table';
import { generatedId, timestampNow } from './columns';

const tz = { withTimezone: true } as const;

export const staffAccounts = pgTable('staff_accounts', {
  id: generatedId(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestampNow('created_at'),
  updatedAt: timestampNow('updated_at'),
});

export const artistCredentials = pgTable('artist_credentials', {
  artistId: uuid('artist_id')
    .primaryKey()
    .references(() => artists.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  issuedAt: timestampNow('issued_at'),
  revokedAt: timestamp('revoked_at', tz),
});

export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  role: text('role').notNull(),
  subjectId: uuid('subject_id').notNull(),
  createdAt: timestamp('created_at', tz).notNull(),
  lastSeenAt: timestamp('last_seen_at', tz).notNull(),
  idleExpiresAt: timestamp('idle_expires_at', tz).notNull(),
  absoluteExpiresAt: timestamp('absolute_expires_at', tz).notNull(),
  endedAt: timestamp('ended_at', tz),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', tz).notNull(),
});
