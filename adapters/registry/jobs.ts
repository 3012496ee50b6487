import type { Clock } from '../../application/ports/clock.port';
import type { JobHandlerRegistry, JobQueue, JobWorker } from '../../application/ports/job-queue.port';
import type { AppConfig } from '../config';
import { DatabaseJobQueue } from '../jobs/database.job-queue';
import { DatabaseJobWorker } from '../jobs/database.job-worker';
import { InMemoryJobHandlerRegistry } from '../jobs/in-memory.job-handler-registry';
import type { Database } from '../persistence/database';

export interface JobsInfrastructure {
  queue: JobQueue;
  handlers: JobHandlerRegistry;
  worker: JobWorker;
}

/** Background jobs: a queue in the database, the handlers features register and the worker that runs them. */
export interface JobsAdapters {
  jobs: JobsInfrastructure;
}

export function buildJobsAdapters(config: AppConfig, db: Database, clock: Clock): JobsAdapters {
  const handlers = new InMemoryJobHandlerRegistry();
  const worker = new DatabaseJobWorker(db, handlers, clock, {
    pollIntervalMs: config.jobs.pollIntervalMs,
    batchSize: 10,
    lockMs: config.jobs.lockSeconds * 1000,
  });
  return { jobs: { queue: new DatabaseJobQueue(db, clock), handlers, worker } };
}
