import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

export const authKnownAddresses = pgTable(
  'auth_known_addresses',
  {
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    lastSuccessAt: moment('last_success_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.ip] })],
);
