import { pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, requiredText, timestampNow } from './columns';

export const mailOutbox = pgTable('mail_outbox', {
  id: generatedId(),
  toAddress: requiredText('to_address'),
  fromAddress: requiredText('from_address'),
  subject: requiredText('subject'),
  textBody: requiredText('text_body'),
  htmlBody: text('html_body'),
  deliveryTextBody: text('delivery_text_body'),
  deliveryHtmlBody: text('delivery_html_body'),
  category: text('category'),
  status: requiredText('status').default('stored'),
  createdAt: timestampNow('created_at'),
});
