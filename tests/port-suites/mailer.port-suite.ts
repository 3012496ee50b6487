import type { Mailer, MailOutbox } from '../../application/ports/mailer.port';
import { LABEL_NAME } from '../../domain/shared';
import { aTestMail, TEST_HOME_URL } from '../support/builders/mail.builder';
import { type PortSuiteHarness, describePortSuite } from './suite-harness';

export interface MailerHarness extends PortSuiteHarness {
  mailer: Mailer;
  outbox: MailOutbox;
  /** Lets the adapter finish its work (SMTP: the worker delivers queued mail). */
  settle(): Promise<void>;
  /** The status a mail has once settled ('stored' for the outbox, 'sent' when delivered). */
  settledStatus: 'stored' | 'sent';
}

/** The one Mailer port suite: every adapter renders each mail and records it in mail_outbox, readable by staff. */
export function describeMailerPortSuite(name: string, make: () => Promise<MailerHarness>): void {
  describePortSuite('Mailer', name, make, (harness) => {
    it('records the mail with its text and HTML parts, readable from the outbox by recipient and category', async () => {
      const { id } = await harness().mailer.send(
        aTestMail({ to: 'Mara@Example.com', subject: 'Welcome', values: { name: 'Mara', link: TEST_HOME_URL } }),
      );
      await harness().settle();
      const [stored] = await harness().outbox.list({ to: 'mara@example.com', category: 'test' });
      expect(stored).toMatchObject({ id, to: 'Mara@Example.com', subject: 'Welcome', category: 'test', status: harness().settledStatus });
      for (const part of [stored.text, stored.html ?? '']) {
        expect(part).toContain('port check for Mara');
        expect(part).toContain(LABEL_NAME);
        expect(part).toContain(TEST_HOME_URL);
      }
      expect(stored.html).toMatch(/^<!doctype html>/);
      expect(stored.createdAt).toBeInstanceOf(Date);
    });
  });
}
