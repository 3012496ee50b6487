export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about, for staff reading the outbox (e.g. 'invitation', 'status-change'). */
  category?: string;
  /** Codes and private links in the text: kept only until delivered, masked in what staff can read. */
  secrets?: readonly string[];
}

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

export interface StoredMail extends OutgoingMail {
  id: string;
  from: string;
  status: 'stored' | 'sent' | 'failed';
  createdAt: Date;
}

/** Staff read the mails the portal has sent/stored (every adapter records them in mail_outbox). */
export interface MailOutbox {
  list(options?: { to?: string; category?: string; limit?: number }): Promise<StoredMail[]>;
}
export const MAIL_OUTBOX = Symbol('MailOutbox');
