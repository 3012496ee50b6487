import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const authKnownAddresses = pgTable(
  'auth_known_addresses',
  {
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.ip] })],
);
