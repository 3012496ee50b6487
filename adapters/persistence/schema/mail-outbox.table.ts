import { pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, timestampNow } from './columns';

export const mailOutbox = pgTable('mail_outbox', {
  id: generatedId(),
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  deliveryTextBody: text('delivery_text_body'),
  deliveryHtmlBody: text('delivery_html_body'),
  category: text('category'),
  status: text('status').notNull().default('stored'),
  createdAt: timestampNow('created_at'),
});
