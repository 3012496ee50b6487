import type { JobBacklog, JobSummary } from '../../application/ports/job-admin.port';
import type { DeliveryJobLine, TargetLine } from '../../application/use-cases/integrations/list-delivery-integrations.use-case';
import type { DeliveryJobRow, DeliveryTargetHealthRow, JobBacklogWire, JobRow } from '../../wire';

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

export function toTargetHealthRow(line: TargetLine): DeliveryTargetHealthRow {
  const { health, overdue, ...target } = line;
  return {
    ...target,
    up: health.up,
    words: health.words,
    technical: health.technical,
    checkedAt: health.checkedAt.toISOString(),
    overdue: overdue ? { batches: overdue.batches, oldestSentAt: overdue.oldestSentAt.toISOString() } : null,
  };
}

export function toDeliveryJobRow(line: DeliveryJobLine): DeliveryJobRow {
  return { ...line, nextRunAt: line.standing === 'running' ? null : (line.nextRunAt?.toISOString() ?? null) };
}
