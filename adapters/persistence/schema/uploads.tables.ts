import { bigint, date, doublePrecision, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { QualityReport } from '../../../application/ports/upload.repository.port';
import { artists } from './artists.table';
import { submissions } from './submissions.table';
import { blankText, ownedBy, timestampNow } from './columns';

export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey(),
  sessionId: text('session_id').notNull(),
  artistId: uuid('artist_id').references(() => artists.id, { onDelete: 'set null' }),
  kind: text('kind').notNull(),
  folder: text('folder').notNull(),
  artistFolder: text('artist_folder').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  displayName: text('display_name').notNull(),
  trackTitle: text('track_title'),
  releaseTitle: text('release_title'),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  status: text('status').notNull(),
  quality: jsonb('quality').$type<QualityReport>(),
  sha256: text('sha256'),
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
  status: text('status').notNull(),
  storageKey: text('storage_key'),
  size: bigint('size', { mode: 'number' }),
  durationSeconds: doublePrecision('duration_seconds'),
  error: text('error'),
  createdAt: timestampNow('created_at'),
});
