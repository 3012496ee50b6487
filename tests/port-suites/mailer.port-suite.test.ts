import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SystemClock } from '../../adapters/clock/system.clock';
import { ADAPTER_NAMES, type MailerAdapterName } from '../../adapters/config/adapter-names';
import { DatabaseJobQueue } from '../../adapters/jobs/database.job-queue';
import { DatabaseJobWorker } from '../../adapters/jobs/database.job-worker';
import { InMemoryJobHandlerRegistry } from '../../adapters/jobs/in-memory.job-handler-registry';
import { DatabaseMailOutbox, OutboxMailer } from '../../adapters/mailer/outbox.mailer';
import { MAIL_DELIVERY_JOB, SmtpMailer } from '../../adapters/mailer/smtp.mailer';
import { aMailRenderer } from '../support/builders/mail.builder';
import { openTestDatabase } from '../support/test-database';
import { describeMailerPortSuite, type MailerHarness } from './mailer.port-suite';

const harnesses: Record<MailerAdapterName, () => Promise<MailerHarness>> = {
  async outbox() {
    const database = await openTestDatabase();
    return {
      mailer: new OutboxMailer(database.db, 'hello@harbour.example', aMailRenderer()),
      outbox: new DatabaseMailOutbox(database.db),
      settle: async () => undefined,
      settledStatus: 'stored',
      close: () => database.close(),
    };
  },
  async smtp() {
    const database = await openTestDatabase();
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _s, done) => stream.on('end', () => done()).resume(),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const clock = new SystemClock();
    const handlers = new InMemoryJobHandlerRegistry();
    const mailer = new SmtpMailer(
      database.db,
      'hello@harbour.example',
      `smtp://127.0.0.1:${port}`,
      new DatabaseJobQueue(database.db, clock),
      aMailRenderer(),
    );
    handlers.register<{ mailId: string }>(MAIL_DELIVERY_JOB, (payload) => mailer.deliver(payload.mailId));
    const worker = new DatabaseJobWorker(database.db, handlers, clock, { pollIntervalMs: 1000, batchSize: 10 });
    return {
      mailer,
      outbox: new DatabaseMailOutbox(database.db),
      settle: async () => void (await worker.drain()),
      settledStatus: 'sent',
      async close() {
        mailer.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await database.close();
      },
    };
  },
};

for (const name of ADAPTER_NAMES.mailer) describeMailerPortSuite(name, harnesses[name]);
