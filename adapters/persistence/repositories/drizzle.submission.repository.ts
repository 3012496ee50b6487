import { asc, count, eq, inArray } from 'drizzle-orm';
import type { StoredSubmission, SubmissionDraft, SubmissionRepository } from '../../../application/ports/submission.repository.port';
import type { TrackCredits } from '../../../domain/credits';
import type { Database } from '../database';
import { submissionCatalogueItems, submissionClips, submissionCredits, submissionDetails, submissions, submissionTracks } from '../schema';
import { scopedDb } from '../unit-of-work';
import { rowsOfSubmission, tracksOfSubmission } from './submission-rows.query';
import { creditsFromRows } from './submission-credits.mapper';
import { insertTrack } from './submission-track.writer';
import { insertCatalogueItems } from './submission-catalogue.writer';
import { fieldValuesOf } from '../../../domain/forms/field-values';
import { RELEASE_FIELDS } from '../../../domain/release/release-fields';
import { insertSubmissionRow } from './submission-row.writer';
import { refuseHeldIdentifiers } from './held-identifiers';
import {
  DETAILS_ROW_FIELDS,
  pick,
  RELEASE_ON_DETAILS,
  SUBMISSION_ROW_FIELDS,
  TRACK_OWN_COLUMNS,
  trackFieldsOf,
} from './submission-columns';
import { isUuid } from '../uuid';

export class DrizzleSubmissionRepository implements SubmissionRepository {
  constructor(private readonly root: Database) {}

  async create(d: SubmissionDraft): Promise<{ id: string }> {
    const db = scopedDb(this.root);
    await refuseHeldIdentifiers(db, d, { submissionId: null, artistId: d.artistId });
    const id = await insertSubmissionRow(db, d);
    await db.insert(submissionDetails).values({
      submissionId: id,
      source: d.source,
      ...pick(d, DETAILS_ROW_FIELDS),
      ...pick(d, RELEASE_ON_DETAILS),
      additionalData: d.additionalData,
    });
    for (const [position, track] of d.tracks.entries()) await insertTrack(db, id, position, track);
    await insertCatalogueItems(db, id, d.catalogueItems);
    return { id };
  }

  async find(id: string): Promise<StoredSubmission | undefined> {
    if (!isUuid(id)) return undefined;
    const db = scopedDb(this.root);
    const [row] = await db
      .select()
      .from(submissions)
      .innerJoin(submissionDetails, eq(submissionDetails.submissionId, submissions.id))
      .where(eq(submissions.id, id));
    if (!row) return undefined;
    const s = row.submissions;
    const d = row.submission_details;
    const tracks = await tracksOfSubmission(db, id);
    const trackIds = tracks.map((t) => t.id);
    const credits = trackIds.length
      ? await db
          .select()
          .from(submissionCredits)
          .where(inArray(submissionCredits.trackId, trackIds))
          .orderBy(asc(submissionCredits.position))
      : [];
    const clips = trackIds.length
      ? await db.select().from(submissionClips).where(inArray(submissionClips.trackId, trackIds)).orderBy(asc(submissionClips.position))
      : [];
    const catalogue = await rowsOfSubmission(db, submissionCatalogueItems, id, submissionCatalogueItems.position);
    return {
      id: s.id,
      status: s.status,
      createdAt: s.createdAt,
      ...pick(s, SUBMISSION_ROW_FIELDS),
      source: d.source as StoredSubmission['source'],
      ...pick(d, DETAILS_ROW_FIELDS),
      ...fieldValuesOf(RELEASE_FIELDS, { ...d, ...s }),
      uploadType: s.uploadType as StoredSubmission['uploadType'],
      additionalData: d.additionalData as StoredSubmission['additionalData'],
      tracks: tracks.map((t) => ({
        ...pick(t, TRACK_OWN_COLUMNS),
        ...trackFieldsOf(t),
        socialClips: clips
          .filter((c) => c.trackId === t.id)
          .map((c) => ({ clientId: c.clientId, startTime: c.startTime, endTime: c.endTime, description: c.description })),
        credits: creditsFromRows(
          credits.filter((c) => c.trackId === t.id),
          t,
        ) satisfies TrackCredits,
      })),
      catalogueItems: catalogue.map((c) => ({
        clientId: c.clientId,
        type: c.type as 'track' | 'album',
        title: c.title,
        artist: c.artist,
        image: c.image,
        spotifyUrl: c.spotifyUrl,
        releaseDate: c.releaseDate,
        isrc: c.isrc,
        upc: c.upc,
        details: c.details ?? null,
      })),
    };
  }

  async setBoardItemId(id: string, boardItemId: string): Promise<void> {
    await scopedDb(this.root).update(submissions).set({ boardItemId }).where(eq(submissions.id, id));
  }

  async countForArtist(artistId: string): Promise<number> {
    const [row] = await scopedDb(this.root).select({ n: count() }).from(submissions).where(eq(submissions.artistId, artistId));
    return Number(row.n);
  }

  async findTracksByFileIds(fileIds: readonly string[]): Promise<{ fileId: string; submissionId: string; title: string }[]> {
    if (fileIds.length === 0) return [];
    const rows = await scopedDb(this.root)
      .select({ fileId: submissionTracks.fileId, submissionId: submissionTracks.submissionId, title: submissionTracks.title })
      .from(submissionTracks)
      .where(inArray(submissionTracks.fileId, [...fileIds]));
    return rows.flatMap((r) => (r.fileId ? [{ fileId: r.fileId, submissionId: r.submissionId, title: r.title }] : []));
  }
}
