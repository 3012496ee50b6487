import type { AudioAnalysisState } from '../../../domain/files/audio-analysis';
import { bigint, date, doublePrecision, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { QualityReport } from '../../../application/ports/upload.repository.port';
import { artists } from './artists.table';
import { submissions } from './submissions.table';
import { blankText, ownedBy, requiredText, timestampNow } from './columns';

export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey(),
  sessionId: requiredText('session_id'),
  artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'set null' }),
  kind: requiredText('kind'),
  folder: requiredText('folder'),
  artistFolder: requiredText('artist_folder'),
  storageKey: requiredText('storage_key').unique(),
  displayName: requiredText('display_name'),
  trackTitle: text('track_title'),
  releaseTitle: text('release_title'),
  contentType: requiredText('content_type'),
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  status: requiredText('status'),
  quality: jsonb('quality').$type<QualityReport>(),
  sha256: text('sha256'),
  analysis: jsonb('analysis').$type<AudioAnalysisState>(),
  submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
  createdAt: timestampNow('created_at'),
});

export const socialClipFiles = pgTable('social_clip_files', {
  id: uuid('id').primaryKey(),
  sourceUploadId: ownedBy('source_upload_id', () => uploads.id),
  submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
  clipRef: blankText('clip_ref'),
  trackTitle: blankText('track_title'),
  startSeconds: integer('start_seconds').notNull(),
  endSeconds: integer('end_seconds').notNull(),
  releaseDate: date('release_date'),
  status: requiredText('status'),
  storageKey: text('storage_key'),
  size: bigint('size', { mode: 'number' }),
  durationSeconds: doublePrecision('duration_seconds'),
  error: text('error'),
  createdAt: timestampNow('created_at'),
});
