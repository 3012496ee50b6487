import type { Mailer, MailOutbox } from '../../application/ports/mailer.port';
import { suiteHarness } from './suite-harness';

export interface MailerHarness {
  mailer: Mailer;
  outbox: MailOutbox;
  /** Lets the adapter finish its work (SMTP: the worker delivers queued mail). */
  settle(): Promise<void>;
  /** The status a mail has once settled ('stored' for the outbox, 'sent' when delivered). */
  settledStatus: 'stored' | 'sent';
  close(): Promise<void>;
}

/** The one Mailer contract: every adapter records each mail in mail_outbox, readable by staff. */
export function describeMailerContract(name: string, make: () => Promise<MailerHarness>): void {
  describe(`Mailer contract: ${name}`, () => {
    const harness = suiteHarness(make);

    it('records the mail, readable from the outbox by recipient and category', async () => {
      const { id } = await harness().mailer.send({
        to: 'Mara@Example.com',
        subject: 'Welcome',
        text: 'Hello',
        html: '<p>Hello</p>',
        category: 'invitation',
      });
      await harness().settle();
      const [stored] = await harness().outbox.list({ to: 'mara@example.com', category: 'invitation' });
      expect(stored).toMatchObject({
        id,
        to: 'Mara@Example.com',
        subject: 'Welcome',
        text: 'Hello',
        html: '<p>Hello</p>',
        category: 'invitation',
        status: harness().settledStatus,
      });
      expect(stored.createdAt).toBeInstanceOf(Date);
    });
  });
}
