import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SystemClock } from '../../../adapters/clock/system.clock';
import { DatabaseJobQueue } from '../../../adapters/jobs/database.job-queue';
import { DatabaseJobWorker } from '../../../adapters/jobs/database.job-worker';
import { InMemoryJobHandlerRegistry } from '../../../adapters/jobs/in-memory.job-handler-registry';
import { MAIL_DELIVERY_JOB, SmtpMailer } from '../../../adapters/mailer/smtp.mailer';
import { DatabaseMailOutbox } from '../../../adapters/mailer/outbox.mailer';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { DrizzleUnitOfWork } from '../../../adapters/persistence/unit-of-work';
import { aMailRenderer, aReturningLinkMail, aTestMail, TEST_HOME_URL } from '../../support/builders/mail.builder';
import { openTestDatabase } from '../../support/test-database';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server (no TLS, no auth) that keeps what it receives and refuses one mailbox with 550. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === 'nobody@example.com') return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SmtpMailer with a local SMTP server', () => {
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailer: SmtpMailer;
  let worker: DatabaseJobWorker;
  const jobsFor = (mailId: string) =>
    database.query<{ status: string; attempts: number }>("SELECT status, attempts FROM jobs WHERE payload->>'mailId' = $1", [mailId]);
  const statusOf = async (mailId: string) =>
    (await database.query<{ status: string }>('SELECT status FROM mail_outbox WHERE id = $1', [mailId]))[0]?.status;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    smtp = await startSmtp();
    const handlers = new InMemoryJobHandlerRegistry();
    mailer = new SmtpMailer(
      database.db,
      'Harbour Sound <hello@harbour.example>',
      smtp.url,
      new DatabaseJobQueue(database.db, new SystemClock()),
      aMailRenderer(),
    );
    handlers.register<{ mailId: string }>(MAIL_DELIVERY_JOB, (payload) => mailer.deliver(payload.mailId));
    worker = new DatabaseJobWorker(database.db, handlers, new SystemClock(), { pollIntervalMs: 1000, batchSize: 10 });
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
    await database.close();
  });

  it('records the mail in mail_outbox, then the worker delivers it over SMTP and marks it sent', async () => {
    const { id } = await mailer.send(aReturningLinkMail({ subject: 'Your link' }));
    expect(await statusOf(id)).toBe('stored');
    expect(smtp.received).toHaveLength(0);
    await worker.drain();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'hello@harbour.example', to: ['mara@example.com'] });
    expect(smtp.received[0].raw).toContain('Subject: Your link');
    expect(smtp.received[0].raw).toContain('Hi Mara,');
    expect(smtp.received[0].raw).toContain('<p>Hi Mara,</p>');
    const [listed] = await new DatabaseMailOutbox(database.db).list({ to: 'mara@example.com' });
    expect(listed).toMatchObject({ id, status: 'sent', category: 'returning-link', from: 'Harbour Sound <hello@harbour.example>' });
    expect(await jobsFor(id)).toEqual([{ status: 'done', attempts: 1 }]);
  });

  it("joins the caller's transaction: a rollback leaves no mail, no job and sends nothing", async () => {
    const before = smtp.received.length;
    let mailId = '';
    await expect(
      new DrizzleUnitOfWork(database.db).run(async () => {
        mailId = (await mailer.send(aTestMail({ to: 'rollback@example.com' }))).id;
        throw new Error('the submission failed');
      }),
    ).rejects.toThrow('the submission failed');
    expect(await statusOf(mailId)).toBeUndefined();
    expect(await jobsFor(mailId)).toEqual([]);
    await worker.drain();
    expect(smtp.received.length).toBe(before);
  });

  it('marks a mail the SMTP server refuses for good (550) as failed and dead-letters its job', async () => {
    const { id } = await mailer.send(aTestMail({ to: 'nobody@example.com' }));
    await worker.drain();
    expect(await statusOf(id)).toBe('failed');
    expect(await jobsFor(id)).toEqual([{ status: 'dead', attempts: 1 }]);
  });

  it('keeps the mail stored, with the text to send, however often the SMTP server cannot be reached', async () => {
    const offline = new SmtpMailer(
      database.db,
      'hello@harbour.example',
      'smtp://127.0.0.1:1',
      new DatabaseJobQueue(database.db, new SystemClock()),
      aMailRenderer(),
    );
    const secretLink = `${TEST_HOME_URL}/resume/K7-secret`;
    const { id } = await offline.send(
      aTestMail({ to: 'later@example.com', values: { name: 'Later', link: secretLink }, secrets: [secretLink] }),
    );
    for (let attempt = 0; attempt < 3; attempt++) await expect(offline.deliver(id)).rejects.toThrow(/ECONNREFUSED/);
    expect(await statusOf(id)).toBe('stored');
    const [kept] = await database.query<{ delivery_text_body: string }>('SELECT delivery_text_body FROM mail_outbox WHERE id = $1', [id]);
    expect(kept.delivery_text_body).toContain(secretLink);
    offline.close();
  });
});
