/** Where a job stands, as staff see it: waiting for its first try, retrying after a failure, or given up. */
export type JobStanding = 'pending' | 'retrying' | 'running' | 'dead';

/** One unfinished or dead job, without its payload (payloads may carry codes and links). */
export interface JobSummary {
  id: string;
  kind: string;
  standing: JobStanding;
  attempts: number;
  /** The key that keeps one unfinished job per piece of work (a delivery's names its release), if it has one. */
  dedupeKey: string | null;
  /** When it runs next (null once dead). */
  nextRunAt: Date | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface JobBacklog {
  pending: number;
  retrying: number;
  running: number;
  dead: number;
  /** The due time of the longest-waiting unfinished job (null when none waits). */
  oldestDueAt: Date | null;
}

/** What a Retry or Discard found: 'done' when it changed the job, otherwise why it could not. */
export type JobActionOutcome = 'done' | 'not-found' | 'running' | 'finished' | 'duplicate';

/**
 * Staff's hold on the job table. Retry and Discard are single conditional writes, so parallel requests (or a
 * worker claiming the job meanwhile) can never run a job twice or revive a finished one.
 */
export interface JobAdmin {
  backlog(): Promise<JobBacklog>;
  /** Unfinished jobs by due time and dead ones newest first, up to `limit` of each. */
  list(limit: number): Promise<{ unfinished: JobSummary[]; dead: JobSummary[] }>;
  /** The unfinished job of this kind and dedupe key (at most one exists), for a page showing where its work stands. */
  findUnfinished(kind: string, dedupeKey: string): Promise<JobSummary | null>;
  /** A dead job is queued again with a fresh retry window; a waiting one is moved to run now. */
  retry(id: string, now: Date): Promise<JobActionOutcome>;
  /** A dead or waiting job is set aside for good ('discarded'); a running one is refused. */
  discard(id: string, now: Date): Promise<JobActionOutcome>;
}
export const JOB_ADMIN = Symbol('JobAdmin');
