import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  deliveryTextBody: text('delivery_text_body'),
  deliveryHtmlBody: text('delivery_html_body'),
  category: text('category'),
  status: text('status').notNull().default('stored'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
