import nodemailer, { type Transporter } from 'nodemailer';
import { SystemClock } from '../../../adapters/clock/system.clock';
import { DatabaseJobQueue } from '../../../adapters/jobs/database.job-queue';
import { SmtpMailer } from '../../../adapters/mailer/smtp.mailer';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { aMailRenderer, aTestMail } from '../../support/builders/mail.builder';
import { LocalSmtpServer } from '../../support/local-smtp-server';
import { openTestDatabase } from '../../support/test-database';

const FROM = 'Harbour Sound <hello@harbour.example>';

/**
 * A transport whose process is killed (-9) the moment the SMTP server has accepted the mail: the server has it, and
 * nothing after the acceptance runs (here: the send throws instead of returning, so the outbox is not updated).
 */
function killedAfterAcceptance(transport: Transporter): Transporter {
  return new Proxy(transport, {
    get(target, property, receiver) {
      if (property !== 'sendMail') return Reflect.get(target, property, receiver) as unknown;
      return async (mail: Parameters<Transporter['sendMail']>[0]) => {
        await target.sendMail(mail);
        throw new Error('killed after the SMTP server accepted the mail');
      };
    },
  });
}

describe('SmtpMailer: a mail sent again after a crash is recognisably the same message', () => {
  const smtp = new LocalSmtpServer();
  let database: DatabaseHandle;
  const mailerOn = (transport: string | Transporter) =>
    new SmtpMailer(database.db, FROM, transport, new DatabaseJobQueue(database.db, new SystemClock()), aMailRenderer());

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await smtp.up();
  });
  afterAll(async () => {
    await smtp.down();
    await database.close();
  });

  it('the retried send after a kill right after acceptance carries the first send’s Message-ID', async () => {
    const dying = mailerOn(killedAfterAcceptance(nodemailer.createTransport(smtp.url)));
    const { id } = await dying.send(aTestMail({ to: 'twice@example.com' }));
    await expect(dying.deliver(id)).rejects.toThrow('killed after the SMTP server accepted the mail');
    dying.close();

    // After the restart the job runs again: the mail was never recorded as sent, so it goes out a second time.
    const restarted = mailerOn(smtp.url);
    await restarted.deliver(id);
    await restarted.deliver(id);
    restarted.close();

    const [first, retried] = smtp.to('twice@example.com');
    expect(smtp.to('twice@example.com')).toHaveLength(2);
    expect(retried.messageId).toBe(first.messageId);
    expect(first.messageId).toBe(`<mail-${id}@harbour.example>`);
  });

  it('two different mails have different Message-IDs', async () => {
    const mailer = mailerOn(smtp.url);
    const one = await mailer.send(aTestMail({ to: 'one@example.com' }));
    const other = await mailer.send(aTestMail({ to: 'one@example.com' }));
    await mailer.deliver(one.id);
    await mailer.deliver(other.id);
    mailer.close();
    expect(smtp.to('one@example.com').map((mail) => mail.messageId)).toEqual([
      `<mail-${one.id}@harbour.example>`,
      `<mail-${other.id}@harbour.example>`,
    ]);
  });
});
