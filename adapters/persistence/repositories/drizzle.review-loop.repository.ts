import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type {
  DeskCursor,
  DeskQuery,
  DeskRow,
  DeskSort,
  NewStaffComment,
  ReviewLoopRepository,
  StaffComment,
  SubmissionVersion,
} from '../../../application/ports/review-loop.repository.port';
import type { Database } from '../database';
import { staffAccounts, submissionAssignments, submissionComments, submissionDetails, submissions, submissionVersions } from '../schema';
import { scopedDb } from '../unit-of-work';
import { summary } from './drizzle.submission-review.repository';
import { columnsOf } from './query-helpers';
import { releaseSearchSql } from './release-search.sql';

const commentColumns = columnsOf(submissionComments, ['id', 'staffName', 'body', 'createdAt']);

const NO_DATE = '9999-12-31';
const releaseKey = sql<string>`coalesce(${submissions.releaseDate}, ${NO_DATE}::date)`;

function sortKeyOf(sort: DeskSort): SQL {
  return sort === 'release-date' ? sql`${releaseKey}` : sql`${submissions.createdAt}`;
}

function afterCursor(sort: DeskSort, after: DeskCursor): SQL {
  if (sort === 'release-date') return sql`(${releaseKey}, ${submissions.id}) > (${after.key}::date, ${after.id}::uuid)`;
  const op = sort === 'oldest' ? sql`>` : sql`<`;
  return sql`(${submissions.createdAt}, ${submissions.id}) ${op} (${after.key}::timestamptz, ${after.id}::uuid)`;
}

function filters(query: DeskQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.statuses?.length)
    conditions.push(
      sql`lower(${submissions.status}) IN (${sql.join(
        query.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  const search = releaseSearchSql(query.search, [submissions.artistName, submissions.releaseTitle, submissions.email]);
  if (search) conditions.push(search);
  if (query.submittedFrom) conditions.push(sql`${submissions.createdAt} >= ${query.submittedFrom.toISOString()}::timestamptz`);
  if (query.submittedTo) conditions.push(sql`${submissions.createdAt} < ${query.submittedTo.toISOString()}::timestamptz`);
  if (query.releaseFrom) conditions.push(sql`${submissions.releaseDate} >= ${query.releaseFrom}::date`);
  if (query.releaseTo) conditions.push(sql`${submissions.releaseDate} <= ${query.releaseTo}::date`);
  if (query.assignedTo === 'none') conditions.push(sql`${submissionAssignments.staffId} IS NULL`);
  else if (query.assignedTo) conditions.push(sql`${submissionAssignments.staffId}::text = ${query.assignedTo}`);
  if (query.blockingFindings)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM uploads u WHERE u.submission_id = ${submissions.id} AND u.analysis @> '{"blocking": true}'::jsonb)`,
    );
  if (query.after) conditions.push(afterCursor(query.sort, query.after));
  return conditions;
}

export class DrizzleReviewLoopRepository implements ReviewLoopRepository {
  constructor(private readonly root: Database) {}

  async search(query: DeskQuery): Promise<DeskRow[]> {
    const conditions = filters(query);
    const direction = query.sort === 'newest' ? desc : asc;
    const rows = await scopedDb(this.root)
      .select({
        ...summary,
        assigneeId: submissionAssignments.staffId,
        assigneeName: staffAccounts.name,
        fromWaitingList: sql<boolean>`EXISTS (SELECT 1 FROM waiting_list_entries w WHERE lower(w.email) = lower(submissions.email))`,
        version: sql<number>`coalesce((SELECT max(v.version) FROM submission_versions v WHERE v.submission_id = submissions.id), 1)`,
      })
      .from(submissions)
      .leftJoin(submissionDetails, eq(submissionDetails.submissionId, submissions.id))
      .leftJoin(submissionAssignments, eq(submissionAssignments.submissionId, submissions.id))
      .leftJoin(staffAccounts, eq(staffAccounts.id, submissionAssignments.staffId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(direction(sortKeyOf(query.sort)), direction(submissions.id))
      .limit(query.limit);
    return rows.map(({ assigneeId, assigneeName, ...row }) => ({
      ...row,
      version: Number(row.version),
      assignedTo: assigneeId ? { id: assigneeId, name: assigneeName ?? '' } : null,
    }));
  }

  cursorOf(row: DeskRow, sort: DeskSort): DeskCursor {
    return { key: sort === 'release-date' ? (row.releaseDate ?? NO_DATE) : new Date(row.createdAt).toISOString(), id: row.id };
  }

  async addComment(comment: NewStaffComment): Promise<StaffComment> {
    const [row] = await scopedDb(this.root).insert(submissionComments).values(comment).returning(commentColumns);
    return row;
  }

  comments(submissionId: string): Promise<StaffComment[]> {
    return scopedDb(this.root)
      .select(commentColumns)
      .from(submissionComments)
      .where(eq(submissionComments.submissionId, submissionId))
      .orderBy(asc(submissionComments.createdAt), asc(submissionComments.id));
  }

  versions(submissionId: string): Promise<SubmissionVersion[]> {
    return scopedDb(this.root)
      .select({ version: submissionVersions.version, payload: submissionVersions.payload, createdAt: submissionVersions.createdAt })
      .from(submissionVersions)
      .where(eq(submissionVersions.submissionId, submissionId))
      .orderBy(asc(submissionVersions.version));
  }

  async saveVersion(submissionId: string, version: number, payload: Record<string, unknown>, at: Date): Promise<void> {
    await scopedDb(this.root).insert(submissionVersions).values({ submissionId, version, payload, createdAt: at });
  }

  async assign(submissionId: string, staffId: string | null, at: Date): Promise<boolean> {
    const db = scopedDb(this.root);
    if (!staffId) {
      await db.delete(submissionAssignments).where(eq(submissionAssignments.submissionId, submissionId));
      return true;
    }
    const [staff] = await db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.id, staffId), eq(staffAccounts.active, true)));
    if (!staff) return false;
    await db
      .insert(submissionAssignments)
      .values({ submissionId, staffId, assignedAt: at })
      .onConflictDoUpdate({ target: submissionAssignments.submissionId, set: { staffId, assignedAt: at } });
    return true;
  }

  staffMembers(): Promise<{ id: string; name: string }[]> {
    return scopedDb(this.root)
      .select({ id: staffAccounts.id, name: staffAccounts.name })
      .from(staffAccounts)
      .where(eq(staffAccounts.active, true))
      .orderBy(asc(staffAccounts.name));
  }

  async assigneeOf(submissionId: string): Promise<{ id: string; name: string } | null> {
    const [assignee] = await scopedDb(this.root)
      .select({ id: staffAccounts.id, name: staffAccounts.name })
      .from(submissionAssignments)
      .innerJoin(staffAccounts, eq(staffAccounts.id, submissionAssignments.staffId))
      .where(eq(submissionAssignments.submissionId, submissionId));
    return assignee ?? null;
  }

  async lockSubmission(submissionId: string): Promise<void> {
    await scopedDb(this.root).execute(sql`SELECT id FROM submissions WHERE id = ${submissionId} FOR UPDATE`);
  }
}
