import { bigint, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns';

export const uploadQuotaReservations = pgTable('upload_quota_reservations', {
  id: uuid('id').primaryKey(),
  sessionKey: text('session_key').notNull(),
  addressKey: text('address_key').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  createdAt: moment('created_at').notNull(),
});
