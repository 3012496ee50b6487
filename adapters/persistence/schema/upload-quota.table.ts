import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const uploadQuotaReservations = pgTable('upload_quota_reservations', {
  id: uuid('id').primaryKey(),
  sessionKey: text('session_key').notNull(),
  addressKey: text('address_key').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
