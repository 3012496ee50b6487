import type { AppConfig } from '../../adapters/config';
import type { JobQueue } from '../../application/ports/job-queue.port';
import { RETENTION_JOB } from '../../application/use-cases/retention/apply-retention.use-case';

export const retentionEveryMs = (config: AppConfig) => config.retention.everyHours * 3_600_000;

/** One run per period however many instances start: the dedupe key names the period. */
export function scheduleRetention(queue: JobQueue, config: AppConfig, at: Date) {
  const every = retentionEveryMs(config);
  return queue.enqueue({ kind: RETENTION_JOB, payload: {}, runAt: at, dedupeKey: `retention:${Math.floor(at.getTime() / every)}` });
}
