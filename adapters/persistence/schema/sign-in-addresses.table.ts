import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { moment, requiredText } from './columns';

export const authKnownAddresses = pgTable(
  'auth_known_addresses',
  {
    accountKey: requiredText('account_key'),
    ip: requiredText('ip'),
    lastSuccessAt: moment('last_success_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.ip] })],
);
