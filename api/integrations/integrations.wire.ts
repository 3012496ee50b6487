import type { JobBacklog, JobSummary } from '../../application/ports/job-admin.port';
import type { JobBacklogWire, JobRow } from '../../wire';

export function toBacklogWire(backlog: JobBacklog): JobBacklogWire {
  return { ...backlog, oldestDueAt: backlog.oldestDueAt?.toISOString() ?? null };
}

export function toJobRow(job: JobSummary): JobRow {
  return {
    id: job.id,
    kind: job.kind,
    standing: job.standing,
    attempts: job.attempts,
    nextRunAt: job.nextRunAt?.toISOString() ?? null,
    lastError: job.lastError,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}
