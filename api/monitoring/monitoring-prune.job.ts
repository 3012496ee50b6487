import type { JobQueue } from '../../application/ports/job-queue.port';

export const MONITORING_PRUNE_JOB = 'monitoring.prune';
export const MONITORING_PRUNE_EVERY_MS = 86_400_000;

/** Analytics retention (2 years) runs daily; the day in the dedupe key keeps one run per day across instances. */
export function scheduleMonitoringPrune(queue: JobQueue, at: Date) {
  return queue.enqueue({ kind: MONITORING_PRUNE_JOB, payload: {}, runAt: at, dedupeKey: `prune:${at.toISOString().slice(0, 10)}` });
}
