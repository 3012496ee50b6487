import type { MailOutbox, StoredMail } from '../../ports/mailer.port';

export interface ListOutboxMailDeps {
  outbox: MailOutbox;
}

/** The mails the portal sent or stored, newest first, optionally for one address or category. */
export class ListOutboxMailUseCase {
  constructor(private readonly deps: ListOutboxMailDeps) {}

  execute(options: { to?: string; category?: string; limit: number }): Promise<StoredMail[]> {
    return this.deps.outbox.list(options);
  }
}
