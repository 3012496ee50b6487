import { and, asc, count, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { JobActionOutcome, JobAdmin, JobBacklog, JobStanding, JobSummary } from '../../application/ports/job-admin.port';
import type { Database } from '../persistence/database';
import { jobs } from '../persistence/schema';
import { MAIL_DELIVERY_JOB } from '../mailer/smtp.mailer';
import { forgetUnsentMail } from '../mailer/forget-unsent-mail';
import { isUniqueViolation } from '../persistence/unique-violation';

const UNFINISHED = ['queued', 'running'];

const summaryColumns = {
  id: jobs.id,
  kind: jobs.kind,
  dedupeKey: jobs.dedupeKey,
  status: jobs.status,
  attempts: jobs.attempts,
  runAt: jobs.runAt,
  lastError: jobs.lastError,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
};
interface SummaryRow {
  id: string;
  kind: string;
  dedupeKey: string | null;
  status: string;
  attempts: number;
  runAt: Date;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function standingOf(row: Pick<SummaryRow, 'status' | 'attempts'>): JobStanding {
  if (row.status === 'dead' || row.status === 'running') return row.status;
  return row.attempts === 0 ? 'pending' : 'retrying';
}

function toSummary(row: SummaryRow): JobSummary {
  const standing = standingOf(row);
  const { status: _status, runAt, ...rest } = row;
  return { ...rest, standing, nextRunAt: standing === 'dead' ? null : runAt };
}

/** The job table as staff see and steer it; each Retry or Discard is one conditional UPDATE. */
export class DatabaseJobAdmin implements JobAdmin {
  constructor(private readonly db: Database) {}

  async backlog(): Promise<JobBacklog> {
    const rows = await this.db
      .select({ status: jobs.status, retried: sql<boolean>`${jobs.attempts} > 0`, n: count(), oldest: min(jobs.runAt) })
      .from(jobs)
      .where(inArray(jobs.status, [...UNFINISHED, 'dead']))
      .groupBy(jobs.status, sql`${jobs.attempts} > 0`);
    const backlog: JobBacklog = { pending: 0, retrying: 0, running: 0, dead: 0, oldestDueAt: null };
    for (const row of rows) {
      backlog[standingOf({ status: row.status, attempts: row.retried ? 1 : 0 })] += Number(row.n);
      const oldest = row.oldest === null ? null : new Date(row.oldest);
      if (row.status !== 'dead' && oldest && (!backlog.oldestDueAt || oldest < backlog.oldestDueAt)) backlog.oldestDueAt = oldest;
    }
    return backlog;
  }

  async list(limit: number): Promise<{ unfinished: JobSummary[]; dead: JobSummary[] }> {
    const [unfinished, dead] = await Promise.all([
      this.db.select(summaryColumns).from(jobs).where(inArray(jobs.status, UNFINISHED)).orderBy(asc(jobs.runAt)).limit(limit),
      this.db.select(summaryColumns).from(jobs).where(eq(jobs.status, 'dead')).orderBy(desc(jobs.updatedAt)).limit(limit),
    ]);
    return { unfinished: unfinished.map(toSummary), dead: dead.map(toSummary) };
  }

  async findUnfinished(kind: string, dedupeKey: string): Promise<JobSummary | null> {
    const [row] = await this.db
      .select(summaryColumns)
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.dedupeKey, dedupeKey), inArray(jobs.status, UNFINISHED)));
    return row ? toSummary(row) : null;
  }

  async retry(id: string, now: Date): Promise<JobActionOutcome> {
    const wasDead = sql`${jobs.status} = 'dead'`;
    try {
      const changed = await this.db
        .update(jobs)
        .set({
          status: 'queued',
          attempts: sql`CASE WHEN ${wasDead} THEN 0 ELSE ${jobs.attempts} END`,
          retrySince: sql`CASE WHEN ${wasDead} THEN ${now.toISOString()}::timestamptz ELSE ${jobs.retrySince} END`,
          runAt: now,
          finishedAt: null,
          updatedAt: now,
        })
        .where(and(eq(jobs.id, id), inArray(jobs.status, ['dead', 'queued'])))
        .returning({ id: jobs.id });
      return changed.length > 0 ? 'done' : this.whyNot(id);
    } catch (error) {
      // Another job with the same dedupe key is already waiting: that one will do the work.
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  }

  async discard(id: string, now: Date): Promise<JobActionOutcome> {
    const changed = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(jobs)
        .set({ status: 'discarded', lockedUntil: null, updatedAt: now, finishedAt: now })
        .where(and(eq(jobs.id, id), inArray(jobs.status, ['dead', 'queued'])))
        .returning({ kind: jobs.kind, payload: jobs.payload });
      for (const row of rows) if (row.kind === MAIL_DELIVERY_JOB) await forgetUnsentMail(tx, row.payload);
      return rows;
    });
    return changed.length > 0 ? 'done' : this.whyNot(id);
  }

  private async whyNot(id: string): Promise<JobActionOutcome> {
    const [row] = await this.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
    if (!row) return 'not-found';
    return row.status === 'running' ? 'running' : 'finished';
  }
}
