import type { MailOutbox, StoredMail } from '../../ports/mailer.port';

/** The mails the portal sent or stored, newest first, optionally for one address or category. */
export class ListOutboxMailUseCase {
  constructor(private readonly outbox: MailOutbox) {}

  execute(options: { to?: string; category?: string; limit: number }): Promise<StoredMail[]> {
    return this.outbox.list(options);
  }
}
