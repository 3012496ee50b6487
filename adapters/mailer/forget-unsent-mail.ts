import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../persistence/database';
import { mailOutbox } from '../persistence/schema';

/**
 * A mail whose delivery staff discarded will never be sent: its unmasked text (codes, private links) goes with the
 * job, leaving only the masked copy staff read, and it shows as failed.
 */
export async function forgetUnsentMail(db: Pick<Database, 'update'>, payload: unknown): Promise<void> {
  const mailId = (payload as { mailId?: unknown } | null)?.mailId;
  if (typeof mailId !== 'string') return;
  await db
    .update(mailOutbox)
    .set({ status: 'failed', deliveryTextBody: null, deliveryHtmlBody: null })
    .where(and(eq(mailOutbox.id, mailId), ne(mailOutbox.status, 'sent')));
}
