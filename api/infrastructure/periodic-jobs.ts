import type { HousekeepingJobKind } from '../../application/jobs/job-kinds';
import type { Clock } from '../../application/ports/clock.port';
import type { JobQueue } from '../../application/ports/job-queue.port';
import type { PeriodicRuns } from '../../application/ports/periodic-runs.port';

/** How often an instance looks whether the current period's run is still unclaimed. */
const LOOK_EVERY_MS = 5 * 60_000;

/** The period `at` falls in, counted in `everyMs` since the epoch. */
export const periodOf = (at: Date, everyMs: number) => Math.floor(at.getTime() / everyMs);

/**
 * Enqueues each job kind once per period of `everyMs` across every instance: whichever instance first claims the
 * period enqueues it (now at start-up, else at its next look). Returns the function that stops the timer.
 */
export function enqueueEvery(
  deps: { queue: JobQueue; runs: PeriodicRuns; clock: Clock },
  kinds: readonly HousekeepingJobKind[],
  everyMs: number,
): () => void {
  const enqueue = async (kind: HousekeepingJobKind) => {
    if (await deps.runs.claim(kind, periodOf(deps.clock.now(), everyMs))) await deps.queue.enqueue({ kind, payload: {}, dedupeKey: kind });
  };
  const look = () => Promise.all(kinds.map(enqueue)).catch(() => undefined);
  void look();
  const timer = setInterval(() => void look(), Math.min(everyMs, LOOK_EVERY_MS));
  timer.unref();
  return () => clearInterval(timer);
}
