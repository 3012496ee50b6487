import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../application/ports/clock.port';
import type { EnqueuedJob, EnqueueRequest, JobMap, JobQueue } from '../../application/ports/job-queue.port';
import type { Database } from '../persistence/database';
import { jobs } from '../persistence/schema';
import { scopedDb } from '../persistence/unit-of-work';

/**
 * Jobs are rows in our database; inside a unit of work they commit with the business rows. It takes any kind:
 * the JobQueue port the app hands out narrows kinds and payloads to JobPayloads.
 */
export class DatabaseJobQueue implements JobQueue<JobMap> {
  constructor(
    private readonly root: Database,
    private readonly clock: Clock,
  ) {}

  async enqueue(request: EnqueueRequest<JobMap>): Promise<EnqueuedJob> {
    const db = scopedDb(this.root);
    const now = this.clock.now();
    const inserted = await db
      .insert(jobs)
      .values({
        kind: request.kind,
        payload: request.payload,
        runAt: request.runAt ?? now,
        retrySince: now,
        dedupeKey: request.dedupeKey ?? null,
        maxAttempts: request.maxAttempts ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    if (inserted[0]) return { id: inserted[0].id, deduplicated: false };
    const existing = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, request.kind), eq(jobs.dedupeKey, request.dedupeKey ?? ''), inArray(jobs.status, ['queued', 'running'])));
    if (!existing[0]) throw new Error(`Job ${request.kind} could not be enqueued`);
    return { id: existing[0].id, deduplicated: true };
  }
}
