import type { JobQueue } from '../../application/ports/job-queue.port';
import type { PeriodicRuns } from '../../application/ports/periodic-runs.port';
import { periodOf } from '../infrastructure/periodic-jobs';

export const MONITORING_PRUNE_JOB = 'monitoring.prune';
export const MONITORING_PRUNE_EVERY_MS = 86_400_000;

/** Analytics retention (2 years) runs daily: the day is claimed once across instances, then enqueued. */
export async function scheduleMonitoringPrune(deps: { queue: JobQueue; runs: PeriodicRuns }, at: Date): Promise<void> {
  if (!(await deps.runs.claim(MONITORING_PRUNE_JOB, periodOf(at, MONITORING_PRUNE_EVERY_MS)))) return;
  await deps.queue.enqueue({ kind: MONITORING_PRUNE_JOB, payload: {}, runAt: at, dedupeKey: `prune:${at.toISOString().slice(0, 10)}` });
}
