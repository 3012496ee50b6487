import { and, eq } from 'drizzle-orm';
import type { LabelCopyRepository, RecordedCorrection, StoredLabelCopy } from '../../../application/ports/label-copy.repository.port';
import type { LabelCopy } from '../../../domain/label-copy';
import type { Database } from '../database';
import { labelCopyCorrections, submissionDetails, submissions, submissionTracks } from '../schema';
import { scopedDb } from '../unit-of-work';
import { rowsOfSubmission, submissionWithDetails, tracksOfSubmission } from './submission-rows.query';

/** Label copy lives on the submission (title), its details row (genres, ℗/© lines, label) and its tracks. */
export class DrizzleLabelCopyRepository implements LabelCopyRepository {
  constructor(private readonly root: Database) {}

  async read(submissionId: string): Promise<StoredLabelCopy | null> {
    const db = scopedDb(this.root);
    const row = await submissionWithDetails(db, eq(submissions.id, submissionId));
    if (!row) return null;
    const { submission, details } = row;
    const tracks = await tracksOfSubmission(db, submissionId);
    return {
      status: submission.status,
      // The same default the delivery package uses (drizzle.release-for-delivery.reader.ts).
      releaseYear: Number((submission.releaseDate ?? '').slice(0, 4)) || submission.createdAt.getUTCFullYear(),
      labelCopy: {
        releaseTitle: submission.releaseTitle,
        primaryGenre: details?.primaryGenre ?? '',
        subGenre: details?.subGenre ?? '',
        pLineYear: details?.pLineYear ?? null,
        pLineOwner: details?.pLineOwner ?? '',
        cLineYear: details?.cLineYear ?? null,
        cLineOwner: details?.cLineOwner ?? '',
        labelName: details?.labelName ?? '',
        tracks: tracks.map((t) => ({
          position: t.position,
          title: t.title,
          version: t.version,
          lyricsLanguage: t.lyricsLanguage,
          explicit: t.parentalAdvisory,
        })),
      },
    };
  }

  async write(submissionId: string, next: LabelCopy, at: Date): Promise<void> {
    const db = scopedDb(this.root);
    await db.update(submissions).set({ releaseTitle: next.releaseTitle, updatedAt: at }).where(eq(submissions.id, submissionId));
    const details = {
      primaryGenre: next.primaryGenre,
      subGenre: next.subGenre,
      pLineYear: next.pLineYear,
      pLineOwner: next.pLineOwner,
      cLineYear: next.cLineYear,
      cLineOwner: next.cLineOwner,
      labelName: next.labelName,
    };
    await db
      .insert(submissionDetails)
      .values({ submissionId, ...details })
      .onConflictDoUpdate({ target: submissionDetails.submissionId, set: details });
    for (const track of next.tracks) {
      await db
        .update(submissionTracks)
        .set({ title: track.title, version: track.version, lyricsLanguage: track.lyricsLanguage, parentalAdvisory: track.explicit })
        .where(and(eq(submissionTracks.submissionId, submissionId), eq(submissionTracks.position, track.position)));
    }
  }

  async addCorrections(submissionId: string, corrections: RecordedCorrection[]): Promise<void> {
    if (corrections.length === 0) return;
    await scopedDb(this.root)
      .insert(labelCopyCorrections)
      .values(
        corrections.map((c) => ({
          submissionId,
          field: c.field,
          label: c.label,
          beforeText: c.before,
          afterText: c.after,
          hasDefault: c.hasDefault,
          status: c.status,
          staffId: c.staffId,
          staffName: c.staffName,
          createdAt: c.createdAt,
        })),
      );
  }

  async corrections(submissionId: string): Promise<RecordedCorrection[]> {
    const rows = await rowsOfSubmission(scopedDb(this.root), labelCopyCorrections, submissionId, labelCopyCorrections.seq);
    return rows.map((r) => ({
      field: r.field,
      label: r.label,
      before: r.beforeText,
      after: r.afterText,
      hasDefault: r.hasDefault,
      status: r.status,
      staffId: r.staffId,
      staffName: r.staffName,
      createdAt: r.createdAt,
    }));
  }
}
