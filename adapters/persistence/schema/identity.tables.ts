import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { artists } from './artists.table';
import { extensionOf, generatedId, moment, requiredText, timestampNow } from './columns';

export const staffAccounts = pgTable('staff_accounts', {
  id: generatedId(),
  email: requiredText('email'),
  name: requiredText('name'),
  passwordHash: requiredText('password_hash'),
  active: boolean('active').notNull().default(true),
  createdAt: timestampNow('created_at'),
  updatedAt: timestampNow('updated_at'),
});

export const artistCredentials = pgTable('artist_credentials', {
  artistId: extensionOf('artist_id', () => artists.id),
  codeHash: requiredText('code_hash'),
  issuedAt: timestampNow('issued_at'),
  revokedAt: moment('revoked_at'),
});

export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  role: requiredText('role'),
  subjectId: uuid('subject_id').notNull(),
  createdAt: moment('created_at').notNull(),
  lastSeenAt: moment('last_seen_at').notNull(),
  idleExpiresAt: moment('idle_expires_at').notNull(),
  absoluteExpiresAt: moment('absolute_expires_at').notNull(),
  endedAt: moment('ended_at'),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: moment('window_started_at').notNull(),
});
