import { AppError } from '../errors/app-error';

/** A JSON-serialisable job payload. */
export type JobPayload = Record<string, unknown>;

export interface EnqueueRequest<P extends JobPayload = JobPayload> {
  /** The handler that runs it, e.g. 'board.create-item', 'social-clip.cut'. */
  kind: string;
  payload: P;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** A second job with the same kind and dedupe key is not added while the first is not finished. */
  dedupeKey?: string;
  /** Overrides the handler's maxAttempts for this one job. */
  maxAttempts?: number;
}

export interface EnqueuedJob {
  id: string;
  /** True when an unfinished job with the same kind and dedupe key already existed (its id is returned). */
  deduplicated: boolean;
}

/**
 * The durable job table. Called inside UnitOfWork.run the job is written in that transaction, so it exists
 * exactly when the business rows do; outside it is committed on its own.
 */
export interface JobQueue {
  enqueue<P extends JobPayload>(request: EnqueueRequest<P>): Promise<EnqueuedJob>;
}
export const JOB_QUEUE = Symbol('JobQueue');

export interface JobContext {
  jobId: string;
  kind: string;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
}

/** Throwing retries the job with backoff; after maxAttempts it is dead-lettered (kept, status 'dead'). */
export type JobHandler<P extends JobPayload = JobPayload> = (payload: P, context: JobContext) => Promise<void>;

export interface JobHandlerOptions {
  /** Tries before dead-letter (default 8). */
  maxAttempts?: number;
  /** Delay before retry n (1-based); default exponential 2^n s capped at 10 minutes, with jitter. */
  backoffMs?: (attempt: number) => number;
}

/** Features register handlers for their own job kinds; the worker looks them up here (no worker edits). */
export interface JobHandlerRegistry {
  register<P extends JobPayload>(kind: string, handler: JobHandler<P>, options?: JobHandlerOptions): void;
  kinds(): string[];
}
export const JOB_HANDLERS = Symbol('JobHandlerRegistry');

export interface JobRunSummary {
  /** Jobs picked up in this pass. */
  processed: number;
  succeeded: number;
  retried: number;
  dead: number;
}

/** Processes due jobs. The app runs it in a loop when WORKER_ENABLED; tests call runOnce()/drain(). */
export interface JobWorker {
  runOnce(limit?: number): Promise<JobRunSummary>;
  /** Runs passes until no due job remains (ignoring runAt when `ignoreSchedule`), for tests and scripts. */
  drain(options?: { ignoreSchedule?: boolean; maxPasses?: number }): Promise<JobRunSummary>;
  start(): void;
  stop(): Promise<void>;
}
export const JOB_WORKER = Symbol('JobWorker');

/** Thrown by a handler when retrying cannot help (bad payload, refused by the remote side): dead-lettered at once. */
export class PermanentJobError extends AppError {
  constructor(message: string) {
    super('unprocessable', message);
  }
}
