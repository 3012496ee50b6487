import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { moment, requiredText } from './columns';

export const uploadQuotaReservations = pgTable('upload_quota_reservations', {
  id: uuid('id').primaryKey(),
  sessionKey: requiredText('session_key'),
  addressKey: requiredText('address_key'),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  createdAt: moment('created_at').notNull(),
});
