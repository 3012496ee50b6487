import nodemailer from 'nodemailer';
import { SystemClock } from '../../../adapters/clock/system.clock';
import { DatabaseJobQueue } from '../../../adapters/jobs/database.job-queue';
import { DatabaseMailOutbox, OutboxMailer } from '../../../adapters/mailer/outbox.mailer';
import { SmtpMailer } from '../../../adapters/mailer/smtp.mailer';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import type { ComposedMail } from '../../../application/ports/mailer.port';
import { aMailRenderer, TEST_HOME_URL } from '../../support/builders/mail.builder';
import { openTestDatabase, testEngines } from '../../support/test-database';

const CODE = 'K7QX2MWP9D';
const TOKEN = 'secret-invitation-token-abcdef';
const LINK = `${TEST_HOME_URL}/i/${TOKEN}`;
const mail: ComposedMail<'invitation'> = {
  to: 'artist@example.com',
  subject: 'Your invitation',
  category: 'invitation',
  values: {
    name: 'Ada',
    link: LINK,
    expiresOn: '2030-01-29',
    signIn: [{ signInUrl: `${TEST_HOME_URL}/login`, artistCode: 'ART-ABC123', code: CODE }],
  },
  secrets: [TOKEN, CODE],
};

describe.each(testEngines())('secrets in mail_outbox (%s)', (engine) => {
  let database: DatabaseHandle;
  const rowText = async (id: string) => JSON.stringify(await database.query('SELECT * FROM mail_outbox WHERE id = $1', [id]));

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('SMTP: staff read a masked copy; the full text is delivered and then gone from the database', async () => {
    const delivered: string[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const send = transport.sendMail.bind(transport);
    transport.sendMail = ((message: { text?: string; html?: string }) => {
      delivered.push(`${message.text}\n${message.html}`);
      return send(message);
    }) as typeof transport.sendMail;
    const mailer = new SmtpMailer(
      database.db,
      'Harbour Sound <hello@harbour.example>',
      transport,
      new DatabaseJobQueue(database.db, new SystemClock()),
      aMailRenderer(),
    );

    const { id } = await mailer.send(mail);
    const [listed] = await new DatabaseMailOutbox(database.db).list({ to: mail.to });
    expect(listed.text).toContain('Artist ID: ART-ABC123');
    expect(listed.html).toContain('ART-ABC123');
    expect(`${listed.text}${listed.html}`).not.toContain(CODE);
    expect(`${listed.text}${listed.html}`).not.toContain(TOKEN);

    await mailer.deliver(id);
    expect(delivered.join('')).toContain(CODE);
    expect(delivered.join('')).toContain(LINK);
    const after = await rowText(id);
    expect(after).toContain('"status":"sent"');
    expect(after).not.toContain(CODE);
    expect(after).not.toContain(TOKEN);
  });

  it('outbox adapter (the outbox is the delivery): the mail stays readable until it is marked delivered', async () => {
    const { id } = await new OutboxMailer(database.db, 'hello@harbour.example', aMailRenderer()).send(mail);
    expect(await rowText(id)).toContain(CODE);
  });
});
