import type { OutboxMail } from '../../wire/mail-outbox.wire';
import type { MailCategory, MailValues } from './mail-categories';
import type { WithDates } from './with-dates';

/** One mail as a use case composes it: the adapter renders its text and HTML parts from the category's templates. */
export interface ComposedMail<K extends MailCategory> {
  to: string;
  subject: string;
  category: K;
  values: MailValues[K];
  /**
   * The codes and private links among the values (whole values or parts of them). The artist receives them;
   * the copy staff read has each one masked once the mail goes out by SMTP. A mail without any says [].
   */
  secrets: readonly string[];
}

export type OutgoingMail = { [K in MailCategory]: ComposedMail<K> }[MailCategory];

export interface SentMail {
  id: string;
}

/** Sends (or, with the built-in outbox adapter, stores) one mail. Inside UnitOfWork.run it joins the transaction. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
}
export const MAILER = Symbol('Mailer');

/**
 * A mailer that records the mail and enqueues a 'mail.deliver' job (SMTP); the job sends it through deliver,
 * which throws while the mail cannot be sent and keeps its text until it has been (a staff Retry sends it then).
 */
export interface QueuedMailer extends Mailer {
  deliver(mailId: string): Promise<void>;
}

export function isQueuedMailer(mailer: Mailer): mailer is QueuedMailer {
  return typeof (mailer as Partial<QueuedMailer>).deliver === 'function';
}

/** A mail as staff read it: with SMTP, the secrets are masked in both parts. */
export type StoredMail = WithDates<OutboxMail, 'createdAt'>;

/** Staff read the mails the portal has sent/stored (every adapter records them in mail_outbox). */
export interface MailOutbox {
  list(options?: { to?: string; category?: string; limit?: number }): Promise<StoredMail[]>;
}
export const MAIL_OUTBOX = Symbol('MailOutbox');
