import { and, asc, desc, eq, inArray, isNull, lt, ne, notExists, notLike, or, sql } from 'drizzle-orm';
import type { QualityReport, StoredChanges, UploadRecord, UploadRepository } from '../../../application/ports/upload.repository.port';
import type { AudioAnalysisState } from '../../../domain/files/audio-analysis';
import type { Database } from '../database';
import { submissionDrafts, uploads } from '../schema';
import { scopedDb } from '../unit-of-work';
import { isUuid } from '../uuid';

type Row = typeof uploads.$inferSelect;

function toRecord(row: Row): UploadRecord {
  return {
    ...row,
    kind: row.kind as UploadRecord['kind'],
    folder: row.folder as UploadRecord['folder'],
    status: row.status as UploadRecord['status'],
    quality: (row.quality as QualityReport | null) ?? null,
    analysis: (row.analysis as AudioAnalysisState | null) ?? null,
  };
}

/** Uploads in our database; joins the enclosing UnitOfWork transaction (markReferenced in the submission's). */
export class DrizzleUploadRepository implements UploadRepository {
  constructor(private readonly root: Database) {}

  private get db(): Database {
    return scopedDb(this.root);
  }

  async create(record: UploadRecord): Promise<void> {
    await this.db.insert(uploads).values(record);
  }

  async markStored(id: string, changes: StoredChanges): Promise<void> {
    await this.db
      .update(uploads)
      .set({ ...changes, status: 'stored' })
      .where(eq(uploads.id, id));
  }

  async recordInspection(id: string, quality: QualityReport, sha256?: string): Promise<void> {
    await this.db
      .update(uploads)
      .set({ quality, ...(sha256 && { sha256 }) })
      .where(and(eq(uploads.id, id), eq(uploads.status, 'pending')));
  }

  async findById(id: string): Promise<UploadRecord | null> {
    if (!isUuid(id)) return null;
    const rows = await this.db.select().from(uploads).where(eq(uploads.id, id));
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async saveAnalysis(id: string, analysis: AudioAnalysisState): Promise<void> {
    await this.db.update(uploads).set({ analysis }).where(eq(uploads.id, id));
  }

  async findForSession(sessionId: string, fileIds: readonly string[]): Promise<UploadRecord[]> {
    const ids = [...new Set(fileIds)].filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.sessionId, sessionId), inArray(uploads.id, ids), eq(uploads.status, 'stored')));
    return rows.map(toRecord);
  }

  async markReferenced(sessionId: string, fileIds: readonly string[], submissionId: string, artistId?: string | null): Promise<number> {
    const ids = [...new Set(fileIds)].filter(isUuid);
    if (ids.length === 0) return 0;
    const rows = await this.db
      .update(uploads)
      .set(artistId ? { submissionId, artistId } : { submissionId })
      .where(and(eq(uploads.sessionId, sessionId), inArray(uploads.id, ids), eq(uploads.status, 'stored'), isNull(uploads.submissionId)))
      .returning({ id: uploads.id });
    return rows.length;
  }

  async listInFolder(artistFolder: string, folder: UploadRecord['folder'] | undefined, limit: number): Promise<UploadRecord[]> {
    const where = [eq(uploads.artistFolder, artistFolder), eq(uploads.status, 'stored'), ...(folder ? [eq(uploads.folder, folder)] : [])];
    const rows = await this.db
      .select()
      .from(uploads)
      .where(and(...where))
      .orderBy(desc(uploads.createdAt))
      .limit(limit);
    return rows.map(toRecord);
  }

  async findUnreferencedBefore(cutoff: Date, limit: number): Promise<UploadRecord[]> {
    const rows = await this.db
      .select()
      .from(uploads)
      .where(
        and(
          isNull(uploads.submissionId),
          lt(uploads.createdAt, cutoff),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(submissionDrafts)
              .where(eq(submissionDrafts.formSessionId, uploads.sessionId)),
          ),
        ),
      )
      .orderBy(asc(uploads.createdAt))
      .limit(limit);
    return rows.map(toRecord);
  }

  async findUnreferencedOfSessions(sessionIds: readonly string[]): Promise<UploadRecord[]> {
    if (sessionIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(uploads)
      .where(and(inArray(uploads.sessionId, [...sessionIds]), isNull(uploads.submissionId)));
    return rows.map(toRecord);
  }

  async listForSubmission(submissionId: string): Promise<UploadRecord[]> {
    if (!isUuid(submissionId)) return [];
    const rows = await this.db.select().from(uploads).where(eq(uploads.submissionId, submissionId)).orderBy(asc(uploads.createdAt));
    return rows.map(toRecord);
  }

  async listStoredForSession(sessionId: string): Promise<UploadRecord[]> {
    const rows = await this.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.sessionId, sessionId), eq(uploads.status, 'stored')))
      .orderBy(asc(uploads.createdAt));
    return rows.map(toRecord);
  }

  async retitleTracks(sessionId: string, titles: readonly { fileId: string; title: string }[], releaseTitle: string | null): Promise<void> {
    for (const { fileId, title } of titles.filter((t) => isUuid(t.fileId))) {
      await this.db
        .update(uploads)
        .set(releaseTitle ? { trackTitle: title, releaseTitle } : { trackTitle: title })
        .where(
          and(
            eq(uploads.id, fileId),
            eq(uploads.sessionId, sessionId),
            eq(uploads.kind, 'audio'),
            isNull(uploads.submissionId),
            or(isNull(uploads.trackTitle), ne(uploads.trackTitle, title)),
          ),
        );
    }
  }

  async findStoredTwin(sessionId: string, sha256: string, exceptId: string): Promise<UploadRecord | null> {
    const rows = await this.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.sessionId, sessionId), eq(uploads.sha256, sha256), eq(uploads.status, 'stored'), ne(uploads.id, exceptId)))
      .orderBy(asc(uploads.createdAt))
      .limit(1);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async findPendingBefore(cutoff: Date, limit: number, excludedPrefix: string): Promise<UploadRecord[]> {
    const rows = await this.db
      .select()
      .from(uploads)
      .where(
        and(
          eq(uploads.status, 'pending'),
          lt(uploads.createdAt, cutoff),
          notLike(uploads.storageKey, `${excludedPrefix.replace(/[\\%_]/g, '\\$&')}%`),
        ),
      )
      .orderBy(asc(uploads.createdAt))
      .limit(limit);
    return rows.map(toRecord);
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(uploads).where(eq(uploads.id, id));
  }
}
