import type { StoredMail } from '../../ports/mailer.port';
import type { StaffDeskPorts } from './staff-desk.ports';

/** The mails the portal sent or stored, newest first, optionally for one address or category. */
export class ListOutboxMailUseCase {
  constructor(private readonly deps: Pick<StaffDeskPorts, 'outbox'>) {}

  execute(options: { to?: string; category?: string; limit: number }): Promise<StoredMail[]> {
    return this.deps.outbox.list(options);
  }
}
