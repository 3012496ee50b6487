import type { EnvReader } from './env-reader';

export interface RetentionConfig {
  /** Run the privacy retention and housekeeping job in this process's worker. */
  enabled: boolean;
  everyHours: number;
  /** Mails are deleted from mail_outbox this many days after they were written. */
  mailOutboxDays: number;
  /** Ended or expired sessions are kept this long (for "where am I signed in" questions), then deleted. */
  endedSessionDays: number;
}

export function readRetentionConfig(read: EnvReader): RetentionConfig {
  return {
    enabled: read.boolean('RETENTION_ENABLED', true),
    everyHours: read.integer('RETENTION_EVERY_HOURS', 24, 1, 24 * 7),
    mailOutboxDays: read.integer('MAIL_OUTBOX_RETENTION_DAYS', 90, 1, 3650),
    endedSessionDays: read.integer('ENDED_SESSION_RETENTION_DAYS', 30, 1, 3650),
  };
}
