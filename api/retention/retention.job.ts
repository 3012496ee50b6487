import type { AppConfig } from '../../adapters/config';
import type { JobQueue } from '../../application/ports/job-queue.port';
import type { PeriodicRuns } from '../../application/ports/periodic-runs.port';
import { RETENTION_JOB } from '../../application/use-cases/retention/apply-retention.use-case';
import { periodOf } from '../infrastructure/periodic-jobs';

export const retentionEveryMs = (config: AppConfig) => config.retention.everyHours * 3_600_000;

/** One run per period however many instances start or restart: the period is claimed once, then enqueued. */
export async function scheduleRetention(deps: { queue: JobQueue; runs: PeriodicRuns }, config: AppConfig, at: Date): Promise<void> {
  const period = periodOf(at, retentionEveryMs(config));
  if (!(await deps.runs.claim(RETENTION_JOB, period))) return;
  await deps.queue.enqueue({ kind: RETENTION_JOB, payload: {}, runAt: at, dedupeKey: `retention:${period}` });
}
