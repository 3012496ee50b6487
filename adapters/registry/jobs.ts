import type { Clock } from '../../application/ports/clock.port';
import type { JobAdmin } from '../../application/ports/job-admin.port';
import type { JobHandlerRegistry, JobQueue, JobWorker } from '../../application/ports/job-queue.port';
import type { AppConfig } from '../config';
import { DatabaseJobAdmin } from '../jobs/database.job-admin';
import { DatabaseJobQueue } from '../jobs/database.job-queue';
import { DatabaseJobWorker } from '../jobs/database.job-worker';
import { InMemoryJobHandlerRegistry } from '../jobs/in-memory.job-handler-registry';
import type { Database } from '../persistence/database';

export interface JobsInfrastructure {
  queue: JobQueue;
  handlers: JobHandlerRegistry;
  worker: JobWorker;
  /** Staff's view of the backlog and dead letters, with Retry and Discard. */
  admin: JobAdmin;
}

/** Background jobs: a queue in the database, the handlers features register and the worker that runs them. */
export interface JobsAdapters {
  jobs: JobsInfrastructure;
}

export function buildJobsAdapters(config: AppConfig, db: Database, clock: Clock): JobsAdapters {
  const handlers = new InMemoryJobHandlerRegistry({
    retryForMs: config.jobs.retryForHours * 3_600_000,
    backoffMaxMs: config.jobs.backoffMaxMinutes * 60_000,
  });
  const worker = new DatabaseJobWorker(db, handlers, clock, {
    pollIntervalMs: config.jobs.pollIntervalMs,
    batchSize: 10,
    lockMs: config.jobs.lockSeconds * 1000,
  });
  return { jobs: { queue: new DatabaseJobQueue(db, clock), handlers, worker, admin: new DatabaseJobAdmin(db) } };
}
