import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { type JobQueue, PermanentJobError } from '../../application/ports/job-queue.port';
import type { OutgoingMail, QueuedMailer, SentMail } from '../../application/ports/mailer.port';
import type { Database } from '../persistence/database';
import { mailOutbox } from '../persistence/schema';
import { DrizzleUnitOfWork } from '../persistence/unit-of-work';
import type { HandlebarsMailRenderer } from './handlebars.mail-renderer';
import { OutboxMailer } from './outbox.mailer';

export const MAIL_DELIVERY_JOB = 'mail.deliver';

/**
 * The Message-ID of an outbox row, the same on every attempt: a mail sent again after a crash between the server's
 * acceptance and our record of it is recognisably the same message (mail systems that drop duplicates drop it).
 */
function outboxMessageId(mailId: string, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<mail-${mailId}@${domain}>`;
}

/**
 * MAIL_ADAPTER=smtp: the mail is recorded in mail_outbox (as 'stored', by the outbox adapter, inside the
 * caller's unit of work) together with a delivery job; the worker sends it over SMTP and marks it 'sent',
 * or 'failed' when the server refuses it for good. So a rolled-back transaction sends nothing, and an SMTP
 * outage delays mail without losing it or failing the caller. The text to send is kept until it is sent: a
 * failed mail's dead-lettered job can be retried by staff.
 */
export class SmtpMailer implements QueuedMailer {
  private readonly outbox: OutboxMailer;
  private readonly transport: Transporter;

  constructor(
    private readonly root: Database,
    private readonly from: string,
    smtp: string | Transporter,
    private readonly jobs: JobQueue,
    renderer: HandlebarsMailRenderer,
  ) {
    this.outbox = new OutboxMailer(root, from, renderer, true);
    this.transport = typeof smtp === 'string' ? nodemailer.createTransport(smtp) : smtp;
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    return new DrizzleUnitOfWork(this.root).run(async () => {
      const stored = await this.outbox.send(mail);
      await this.jobs.enqueue({ kind: MAIL_DELIVERY_JOB, payload: { mailId: stored.id }, dedupeKey: stored.id });
      return stored;
    });
  }

  async deliver(mailId: string): Promise<void> {
    const [mail] = await this.root.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    if (!mail) throw new PermanentJobError(`Mail ${mailId} is not in the outbox`);
    if (mail.status === 'sent') return;
    try {
      await this.transport.sendMail({
        messageId: outboxMessageId(mail.id, this.from),
        from: this.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.deliveryTextBody ?? mail.textBody,
        html: mail.deliveryHtmlBody ?? mail.htmlBody ?? undefined,
      });
    } catch (error) {
      // SMTP 5xx replies (unknown mailbox, refused sender) will not change on a retry.
      const permanent = ((error as { responseCode?: number }).responseCode ?? 0) >= 500;
      if (permanent) await this.root.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, mailId));
      throw permanent ? new PermanentJobError(`The SMTP server refused the mail: ${(error as Error).message}`) : error;
    }
    // Recorded the moment the server's acceptance (its reply to the message) arrives, before anything else runs:
    // a crash can still fall between the two, and the job then sends the mail again with the same Message-ID.
    await this.mark(mailId, 'sent');
  }

  /** Connects and greets the SMTP server (health probe): throws when it cannot be reached or refuses us. */
  async verify(): Promise<void> {
    await this.transport.verify();
  }

  close(): void {
    this.transport.close();
  }

  /** Once sent only the masked copy is left. */
  private async mark(mailId: string, status: 'sent'): Promise<void> {
    await this.root.update(mailOutbox).set({ status, deliveryTextBody: null, deliveryHtmlBody: null }).where(eq(mailOutbox.id, mailId));
  }
}
