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
  /** Each delivery target's server and overdue acknowledgements, by name. */
  deliveryTargets: DeliveryTargetHealthRow[];
  /** The waiting, retrying and running deliveries, the soonest due first. */
  deliveryJobs: DeliveryJobRow[];
}

/** POST /api/staff/jobs/:id/retry and /discard */
export interface JobActionResponse {
  success: true;
  message: string;
}

/** One delivery target's server as the last check found it, and its batches the store has not acknowledged in time. */
export interface DeliveryTargetHealthRow {
  targetId: string;
  name: string;
  host: string;
  port: number;
  up: boolean;
  /** Plain words: signed in and the folder there, or why the server is down. */
  words: string;
  /** The transport's own text when down (secret-looking parts hidden). */
  technical: string | null;
  /** ISO time of the check (checks are reused for a minute). */
  checkedAt: string;
  acknowledgementWindowHours: number;
  /** Batches sent longer ago than the window without the store's acknowledgement; null when none. */
  overdue: { batches: number; oldestSentAt: string } | null;
}

/** A waiting or retrying delivery: the release, its artist, the targets still to have it, and the next attempt. */
export interface DeliveryJobRow {
  jobId: string;
  submissionId: string;
  releaseTitle: string;
  artistName: string;
  targets: string[];
  standing: JobStandingWire;
  attempts: number;
  /** ISO time of the next attempt; null while it runs. */
  nextRunAt: string | null;
  /** The last failure in words, as the desk shows it. */
  lastError: string | null;
}
