import type { AdapterHealth, JobBacklogWire } from './system.wire';

/** Where a background job stands: waiting for its first try, retrying after failures, running, or given up. */
export type JobStandingWire = 'pending' | 'retrying' | 'running' | 'dead';

/** One background job as staff see it: never its payload (it may carry codes and links). */
export interface JobRow {
  id: string;
  kind: string;
  standing: JobStandingWire;
  attempts: number;
  /** ISO time of the next try; null once dead. */
  nextRunAt: string | null;
  /** The last failure, with anything that looks like a secret hidden. */
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/staff/integrations */
export interface IntegrationsResponse {
  success: true;
  providers: AdapterHealth[];
  backlog: JobBacklogWire;
  /** Waiting, retrying and running jobs, the soonest due first. */
  unfinished: JobRow[];
  /** Dead-lettered jobs, the newest first. */
  dead: JobRow[];
}

/** POST /api/staff/jobs/:id/retry and /discard */
export interface JobActionResponse {
  success: true;
  message: string;
}
