import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type {
  BoardSyncJob,
  NewSubmissionReview,
  ReleaseDetailsChanges,
  ReviewListQuery,
  SubmissionTrackFile,
  SubmissionReview,
  SubmissionReviewRepository,
  SubmissionSummary,
} from '../../../application/ports/submission-review.repository.port';
import type { PinAnswer, PinnedFieldRef } from '../../../domain/review-pins';
import type { Database } from '../database';
import { jobs, submissionDetails, submissionReviews, submissions, submissionTracks } from '../schema';
import { scopedDb } from '../unit-of-work';
import { columnsOf } from './query-helpers';

const reviewColumns = columnsOf(submissionReviews, [
  'actor',
  'version',
  'id',
  'fromStatus',
  'toStatus',
  'note',
  'changedBy',
  'createdAt',
  'pins',
]);

export const summary = {
  id: submissions.id,
  artistId: submissions.artistId,
  boardItemId: submissions.boardItemId,
  status: submissions.status,
  uploadType: submissions.uploadType,
  releaseType: submissions.releaseType,
  releaseTitle: submissions.releaseTitle,
  releaseDate: submissions.releaseDate,
  artistName: submissions.artistName,
  email: submissions.email,
  primaryGenre: sql<string>`coalesce(${submissionDetails.primaryGenre}, '')`,
  artworkUrl: sql<string>`coalesce(${submissionDetails.artworkUrl}, '')`,
  artworkFileId: submissionDetails.artworkFileId,
  artworkFileName: sql<string>`coalesce((SELECT u.display_name FROM uploads u WHERE u.id::text = ${submissionDetails.artworkFileId}), '')`,
  catalogueImage: sql<string>`coalesce((SELECT c.image FROM submission_catalogue_items c WHERE c.submission_id = submissions.id ORDER BY c.position LIMIT 1), '')`,
  createdAt: submissions.createdAt,
  updatedAt: submissions.updatedAt,
};

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export class DrizzleSubmissionReviewRepository implements SubmissionReviewRepository {
  constructor(private readonly root: Database) {}

  async list(query: ReviewListQuery): Promise<SubmissionSummary[]> {
    const conditions: SQL[] = [];
    if (query.status) conditions.push(sql`lower(${submissions.status}) = ${query.status}`);
    if (query.from) conditions.push(gte(submissions.createdAt, query.from));
    if (query.to) conditions.push(lt(submissions.createdAt, query.to));
    if (query.search) {
      const pattern = `%${escapeLike(query.search)}%`;
      conditions.push(or(ilike(submissions.artistName, pattern), ilike(submissions.releaseTitle, pattern)) as SQL);
    }
    if (query.after) {
      // Row comparison matches the (created_at DESC, id DESC) index: the next page starts strictly after the cursor.
      conditions.push(
        sql`(${submissions.createdAt}, ${submissions.id}) < (${query.after.createdAt.toISOString()}::timestamptz, ${query.after.id}::uuid)`,
      );
    }
    return this.select()
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(query.limit);
  }

  listForArtist(artistId: string): Promise<SubmissionSummary[]> {
    return this.select().where(eq(submissions.artistId, artistId)).orderBy(desc(submissions.createdAt), desc(submissions.id));
  }

  async find(id: string): Promise<SubmissionSummary | undefined> {
    const [row] = await this.select().where(eq(submissions.id, id));
    return row;
  }

  async changeStatus(id: string, from: string, to: string, at: Date): Promise<boolean> {
    const rows = await scopedDb(this.root)
      .update(submissions)
      .set({ status: to, updatedAt: at })
      .where(and(eq(submissions.id, id), eq(submissions.status, from)))
      .returning({ id: submissions.id });
    return rows.length === 1;
  }

  async addReview(review: NewSubmissionReview): Promise<SubmissionReview> {
    const [{ seq: _seq, submissionId: _s, ...row }] = await scopedDb(this.root).insert(submissionReviews).values(review).returning();
    return { ...row, actor: row.actor === 'artist' ? 'artist' : 'staff' };
  }

  async reviews(submissionId: string): Promise<SubmissionReview[]> {
    const rows = await scopedDb(this.root)
      .select(reviewColumns)
      .from(submissionReviews)
      .where(eq(submissionReviews.submissionId, submissionId))
      .orderBy(desc(submissionReviews.createdAt), desc(submissionReviews.seq));
    return rows.map((row) => ({ ...row, actor: row.actor === 'artist' ? 'artist' : 'staff' }));
  }

  async answerPin(reviewId: string, field: PinnedFieldRef, answer: PinAnswer): Promise<boolean> {
    // One statement rewrites the pin in place, so two answers at once cannot lose each other's other pins.
    const answered = await scopedDb(this.root)
      .update(submissionReviews)
      .set({
        pins: sql`(SELECT jsonb_agg(CASE WHEN pin->>'field' = ${field} THEN pin || jsonb_build_object('answer', ${JSON.stringify(answer)}::jsonb) ELSE pin END ORDER BY n)
          FROM jsonb_array_elements(${submissionReviews.pins}) WITH ORDINALITY AS e(pin, n))`,
      })
      .where(and(eq(submissionReviews.id, reviewId), sql`${submissionReviews.pins} @> ${JSON.stringify([{ field }])}::jsonb`))
      .returning({ id: submissionReviews.id });
    return answered.length === 1;
  }

  async tracks(submissionId: string): Promise<SubmissionTrackFile[]> {
    return scopedDb(this.root)
      .select({
        position: submissionTracks.position,
        title: submissionTracks.title,
        fileId: submissionTracks.fileId,
        fileName: submissionTracks.fileName,
      })
      .from(submissionTracks)
      .where(eq(submissionTracks.submissionId, submissionId))
      .orderBy(submissionTracks.position);
  }

  async latestBoardJob(submissionId: string): Promise<BoardSyncJob | undefined> {
    const [row] = await scopedDb(this.root)
      .select({ kind: jobs.kind, status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(and(sql`${jobs.kind} LIKE 'board.%'`, sql`${jobs.payload}->>'submissionId' = ${submissionId}`))
      // A job still to do (or dead) tells more than any finished one.
      .orderBy(sql`${jobs.status} = 'done'`, desc(jobs.createdAt))
      .limit(1);
    return row;
  }

  async saveReleaseDetails(id: string, changes: ReleaseDetailsChanges, at: Date): Promise<void> {
    const db = scopedDb(this.root);
    const { primaryGenre, trackTitles, releaseTitle, releaseType, releaseDate } = changes;
    await db.update(submissions).set({ releaseTitle, releaseType, releaseDate, updatedAt: at }).where(eq(submissions.id, id));
    if (primaryGenre !== undefined) {
      await db
        .insert(submissionDetails)
        .values({ submissionId: id, primaryGenre })
        .onConflictDoUpdate({ target: submissionDetails.submissionId, set: { primaryGenre } });
    }
    for (const track of trackTitles ?? []) {
      await db
        .update(submissionTracks)
        .set({ title: track.title })
        .where(and(eq(submissionTracks.submissionId, id), eq(submissionTracks.position, track.position)));
    }
  }

  private select() {
    return scopedDb(this.root)
      .select(summary)
      .from(submissions)
      .leftJoin(submissionDetails, eq(submissionDetails.submissionId, submissions.id))
      .$dynamic();
  }
}
