import { and, desc, eq, sql } from 'drizzle-orm';
import type { Mailer, MailOutbox, OutgoingMail, SentMail, StoredMail } from '../../application/ports/mailer.port';
import type { Database } from '../persistence/database';
import { mailOutbox } from '../persistence/schema';
import { scopedDb } from '../persistence/unit-of-work';
import type { HandlebarsMailRenderer } from './handlebars.mail-renderer';

/**
 * MAIL_ADAPTER=outbox: the mail is rendered (text and HTML) and stored in mail_outbox, inside the caller's unit
 * of work, and not delivered; staff reading the outbox are its delivery. With `keepDeliveryCopy` (SMTP) staff
 * read a copy with the mail's secrets masked and the full parts wait in delivery_* for the worker.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly root: Database,
    private readonly from: string,
    private readonly renderer: HandlebarsMailRenderer,
    private readonly keepDeliveryCopy = false,
  ) {}

  async send(mail: OutgoingMail): Promise<SentMail> {
    const { delivery, masked } = this.renderer.render(mail);
    const shown = this.keepDeliveryCopy ? masked : delivery;
    const [row] = await scopedDb(this.root)
      .insert(mailOutbox)
      .values({
        toAddress: mail.to,
        fromAddress: this.from,
        subject: mail.subject,
        textBody: shown.text,
        htmlBody: shown.html,
        deliveryTextBody: this.keepDeliveryCopy ? delivery.text : null,
        deliveryHtmlBody: this.keepDeliveryCopy ? delivery.html : null,
        category: mail.category,
        status: 'stored',
      })
      .returning({ id: mailOutbox.id });
    return { id: row.id };
  }
}

export class DatabaseMailOutbox implements MailOutbox {
  constructor(private readonly db: Database) {}

  async list(options: { to?: string; category?: string; limit?: number } = {}): Promise<StoredMail[]> {
    const filters = [
      options.to ? sql`lower(${mailOutbox.toAddress}) = lower(${options.to})` : undefined,
      options.category ? eq(mailOutbox.category, options.category) : undefined,
    ].filter((f) => f !== undefined);
    const rows = await this.db
      .select()
      .from(mailOutbox)
      .where(filters.length > 0 ? and(...filters) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(Math.min(Math.max(options.limit ?? 50, 1), 500));
    return rows.map((r) => ({
      id: r.id,
      to: r.toAddress,
      from: r.fromAddress,
      subject: r.subject,
      text: r.textBody,
      html: r.htmlBody ?? undefined,
      category: r.category ?? undefined,
      status: r.status as StoredMail['status'],
      createdAt: r.createdAt,
    }));
  }
}
