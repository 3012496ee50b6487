import type { Mailer, MailOutbox } from '../../application/ports/mailer.port';
import type { AppConfig } from '../config';
import { HandlebarsMailRenderer } from '../mailer/handlebars.mail-renderer';
import { DatabaseMailOutbox, OutboxMailer } from '../mailer/outbox.mailer';
import { SmtpMailer } from '../mailer/smtp.mailer';
import type { Database } from '../persistence/database';
import type { JobsInfrastructure } from './jobs';

/** Outgoing mail: kept in the outbox, or delivered over SMTP by a job. */
export interface MailAdapters {
  mailer: Mailer;
  mailOutbox: MailOutbox;
}

export function buildMailAdapters(config: AppConfig, db: Database, jobs: JobsInfrastructure): MailAdapters {
  return { mailer: buildMailer(config, db, jobs), mailOutbox: new DatabaseMailOutbox(db) };
}

function buildMailer(config: AppConfig, db: Database, jobs: JobsInfrastructure): Mailer {
  const renderer = new HandlebarsMailRenderer({ labelName: config.release.labelName, homeUrl: config.publicUrl });
  switch (config.mailer.adapter) {
    case 'outbox':
      return new OutboxMailer(db, config.mailer.from, renderer);
    case 'smtp':
      return new SmtpMailer(db, config.mailer.from, config.mailer.smtpUrl, jobs.queue, renderer);
  }
}
