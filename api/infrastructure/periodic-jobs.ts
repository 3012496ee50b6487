import type { HousekeepingJobKind } from '../../application/jobs/job-kinds';
import type { JobQueue } from '../../application/ports/job-queue.port';

/**
 * Enqueues each job kind now and then every `everyMs` on this instance. The dedupe key (the kind) keeps one
 * unfinished job per kind however many instances enqueue it. Returns the function that stops the timer.
 */
export function enqueueEvery(queue: JobQueue, kinds: readonly HousekeepingJobKind[], everyMs: number): () => void {
  const enqueue = () => Promise.all(kinds.map((kind) => queue.enqueue({ kind, payload: {}, dedupeKey: kind }))).catch(() => undefined);
  void enqueue();
  const timer = setInterval(() => void enqueue(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
