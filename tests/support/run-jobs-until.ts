import type { Infrastructure } from '../../adapters/registry';
import type { ManualClock } from '../fakes/manual.clock';

/**
 * Lets the worker try each unfinished job whenever it falls due on the portal's clock, up to `until` (ms), then
 * leaves the clock there: hours of retries and back-off without a real wait.
 */
export async function runJobsUntil(infrastructure: Pick<Infrastructure, 'jobs'>, clock: ManualClock, until: number): Promise<void> {
  const { admin, worker } = infrastructure.jobs;
  for (;;) {
    const due = (await admin.list(500)).unfinished.flatMap((job) => (job.nextRunAt ? [job.nextRunAt.getTime()] : []));
    const next = Math.max(clock.now().getTime(), Math.min(...due));
    if (due.length === 0 || next > until) break;
    clock.set(new Date(next));
    await worker.drain();
  }
  clock.set(new Date(until));
}
