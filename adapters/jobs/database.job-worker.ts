import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../../application/ports/clock.port';
import { type JobPayload, type JobRunSummary, type JobWorker, PermanentJobError } from '../../application/ports/job-queue.port';
import { retryBudgetSpent } from '../../domain/jobs';
import type { Database } from '../persistence/database';
import { jobs } from '../persistence/schema';
import type { InMemoryJobHandlerRegistry } from './in-memory.job-handler-registry';

const DEFAULT_LOCK_MS = 60_000;
const ERROR_MAX_LENGTH = 2000;

export interface JobWorkerOptions {
  pollIntervalMs: number;
  batchSize: number;
  /** How long a claim holds before another instance may take the job (a crashed instance's jobs come back this soon). */
  lockMs?: number;
  /** How often a running job renews its lock (default a third of lockMs). */
  heartbeatMs?: number;
  onError?: (error: unknown, job: { id: string; kind: string }) => void;
}

interface ClaimedJob {
  id: string;
  kind: string;
  payload: JobPayload;
  attempts: number;
  maxAttempts: number | null;
  retrySince: Date;
}

const emptySummary = (): JobRunSummary => ({ processed: 0, succeeded: 0, retried: 0, dead: 0 });

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED (several instances never take the same row), runs them outside
 * the claim transaction, then records success, a retry with backoff, or dead-letter once the job's retry budget
 * (a time window from retrySince, or a count of tries) is spent.
 * A running job renews its short lock with a heartbeat; a job whose lock expired (its instance died mid-run)
 * is claimed again within lockMs.
 */
export class DatabaseJobWorker implements JobWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly registry: InMemoryJobHandlerRegistry,
    private readonly clock: Clock,
    private readonly options: JobWorkerOptions,
  ) {}

  async runOnce(limit = this.options.batchSize, ignoreSchedule = false): Promise<JobRunSummary> {
    const claimed = await this.claim(limit, ignoreSchedule);
    const summary = emptySummary();
    for (const job of claimed) {
      summary.processed += 1;
      summary[await this.execute(job)] += 1;
    }
    return summary;
  }

  async drain(options: { ignoreSchedule?: boolean; maxPasses?: number } = {}): Promise<JobRunSummary> {
    const total = emptySummary();
    for (let pass = 0; pass < (options.maxPasses ?? 100); pass += 1) {
      const summary = await this.runOnce(this.options.batchSize, options.ignoreSchedule ?? false);
      if (summary.processed === 0) break;
      for (const key of Object.keys(total) as (keyof JobRunSummary)[]) total[key] += summary[key];
    }
    return total;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.drain({ maxPasses: 10 })
        .catch((error: unknown) => this.options.onError?.(error, { id: '', kind: 'worker' }))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollIntervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private async claim(limit: number, ignoreSchedule: boolean): Promise<ClaimedJob[]> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const due = ignoreSchedule ? sql`true` : lte(jobs.runAt, now);
      const rows = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(or(and(eq(jobs.status, 'queued'), due), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now))))
        .orderBy(asc(jobs.runAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      return tx
        .update(jobs)
        .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(now.getTime() + this.lockMs), updatedAt: now })
        .where(
          inArray(
            jobs.id,
            rows.map((r) => r.id),
          ),
        )
        .returning({
          id: jobs.id,
          kind: jobs.kind,
          payload: jobs.payload,
          attempts: jobs.attempts,
          maxAttempts: jobs.maxAttempts,
          retrySince: jobs.retrySince,
        });
    });
  }

  private get lockMs(): number {
    return this.options.lockMs ?? DEFAULT_LOCK_MS;
  }

  private async renewLock(id: string): Promise<void> {
    const now = this.clock.now();
    await this.db
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + this.lockMs), updatedAt: now })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
  }

  private async execute(job: ClaimedJob): Promise<'succeeded' | 'retried' | 'dead'> {
    const registered = this.registry.find(job.kind);
    // A kind nobody handles is dead-lettered at once; staff see it and may retry it after a deploy.
    const budget = registered
      ? { maxAttempts: job.maxAttempts ?? registered.maxAttempts, retryForMs: registered.retryForMs }
      : { maxAttempts: 1, retryForMs: null };
    const heartbeat = setInterval(() => void this.renewLock(job.id).catch(() => undefined), this.options.heartbeatMs ?? this.lockMs / 3);
    try {
      if (!registered) throw new Error(`No handler registered for job kind '${job.kind}'`);
      await registered.handler(job.payload, { jobId: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: budget.maxAttempts });
    } catch (error) {
      clearInterval(heartbeat);
      this.options.onError?.(error, job);
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
      const now = this.clock.now();
      if (error instanceof PermanentJobError || retryBudgetSpent(budget, job.attempts, job.retrySince, now)) {
        await this.db
          .update(jobs)
          .set({ status: 'dead', lastError: message, lockedUntil: null, updatedAt: now, finishedAt: now })
          .where(eq(jobs.id, job.id));
        return 'dead';
      }
      const delay = registered ? registered.backoffMs(job.attempts) : 60_000;
      await this.db
        .update(jobs)
        .set({ status: 'queued', lastError: message, lockedUntil: null, runAt: new Date(now.getTime() + delay), updatedAt: now })
        .where(eq(jobs.id, job.id));
      return 'retried';
    }
    clearInterval(heartbeat);
    const now = this.clock.now();
    await this.db
      .update(jobs)
      .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: now, finishedAt: now })
      .where(eq(jobs.id, job.id));
    return 'succeeded';
  }
}
