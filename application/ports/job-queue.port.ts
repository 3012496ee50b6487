import { AppError } from '../errors/app-error';
import type { JobKind, JobPayloads } from '../jobs/job-kinds';

/** A JSON-serialisable job payload. */
export type JobPayload = Record<string, unknown>;

/** Job kind to payload type. The portal's own is JobPayloads; the adapters accept any kind (their port suites bring their own). */
export type JobMap = { [kind: string]: JobPayload };

interface EnqueueFields<Kind extends string, P> {
  /** The handler that runs it, e.g. 'board.create-submission-item', 'social-clip.cut'. */
  kind: Kind;
  payload: P;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** A second job with the same kind and dedupe key is not added while the first is not finished. */
  dedupeKey?: string;
  /** Overrides the handler's maxAttempts for this one job. */
  maxAttempts?: number;
}

/** One job of one of the map's kinds, its payload typed by that kind. */
export type EnqueueRequest<M extends JobMap = JobPayloads, K extends keyof M & string = keyof M & string> = {
  [Kind in K]: EnqueueFields<Kind, M[Kind]>;
}[K];

export interface EnqueuedJob {
  id: string;
  /** True when an unfinished job with the same kind and dedupe key already existed (its id is returned). */
  deduplicated: boolean;
}

/**
 * The durable job table. Called inside UnitOfWork.run the job is written in that transaction, so it exists
 * exactly when the business rows do; outside it is committed on its own.
 */
export interface JobQueue<M extends JobMap = JobPayloads> {
  enqueue<K extends keyof M & string>(request: EnqueueRequest<M, K>): Promise<EnqueuedJob>;
}
export const JOB_QUEUE = Symbol('JobQueue');

export interface JobContext {
  jobId: string;
  kind: string;
  /** 1 on the first try. */
  attempt: number;
  /** The try budget, or null when the job retries for a time window instead. */
  maxAttempts: number | null;
}

/** Throwing retries the job with backoff; once its budget is spent it is dead-lettered (kept, status 'dead'). */
export type JobHandler<P extends JobPayload = JobPayload> = (payload: P, context: JobContext) => Promise<void>;

export interface JobHandlerOptions {
  /** Tries before dead-letter; given alone, the job has no time window (housekeeping passes). */
  maxAttempts?: number;
  /** How long after enqueue (or a staff Retry) the job keeps retrying (default: JOB_RETRY_FOR_HOURS). */
  retryForMs?: number;
  /** Delay before retry n (1-based); default doubling from 2 s up to JOB_BACKOFF_MAX_MINUTES, with jitter. */
  backoffMs?: (attempt: number) => number;
}

/** The worker looks handlers up here by kind; the API fills it from its JobHandlerTable. */
export interface JobHandlerRegistry {
  register<P extends JobPayload>(kind: string, handler: JobHandler<P>, options?: JobHandlerOptions): void;
  kinds(): string[];
}
export const JOB_HANDLERS = Symbol('JobHandlerRegistry');

/** A handler for every kind of JobPayloads, typed by its payload: a kind without one does not compile. */
export type JobHandlerTable = {
  [K in JobKind]: { handle: JobHandler<JobPayloads[K]>; options?: JobHandlerOptions };
};

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
