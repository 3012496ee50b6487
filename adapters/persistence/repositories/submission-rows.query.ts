import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { submissionDetails, submissions, submissionTracks } from '../schema';
import { firstRow } from './query-helpers';

/** The submission where `where` holds, with its details row (null on a submission that has none). */
export function submissionWithDetails(db: Database, where: SQL | undefined) {
  return firstRow(
    db
      .select({ submission: submissions, details: submissionDetails })
      .from(submissions)
      .leftJoin(submissionDetails, eq(submissionDetails.submissionId, submissions.id))
      .where(where),
  );
}

/** A submission's tracks, in the artist's order. */
export function tracksOfSubmission(db: Database, submissionId: string) {
  return db.select().from(submissionTracks).where(eq(submissionTracks.submissionId, submissionId)).orderBy(asc(submissionTracks.position));
}

/** A table's rows that belong to one submission, in the given order. */
export function rowsOfSubmission<T extends PgTable & { submissionId: PgColumn }>(
  db: Database,
  table: T,
  submissionId: string,
  ...order: PgColumn[]
): Promise<T['$inferSelect'][]> {
  return db
    .select()
    .from(table as PgTable)
    .where(eq(table.submissionId, submissionId))
    .orderBy(...order.map((column) => asc(column))) as Promise<T['$inferSelect'][]>;
}
