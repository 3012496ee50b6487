import { pgTable } from 'drizzle-orm/pg-core';
import { moment, requiredText } from './columns';

export const finishLaterRecipients = pgTable('finish_later_recipients', {
  scopeKey: requiredText('scope_key'),
  recipient: requiredText('recipient'),
  sentAt: moment('sent_at').notNull(),
});
