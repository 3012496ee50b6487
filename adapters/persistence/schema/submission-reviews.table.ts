import { bigserial, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { PinnedNote } from '../../../domain/review-pins';
import { requiredText, timestampNow } from './columns';
import { submissionRow } from './owned-rows';

export const submissionReviews = pgTable('submission_reviews', {
  ...submissionRow(),
  fromStatus: requiredText('from_status'),
  toStatus: requiredText('to_status'),
  note: text('note'),
  changedBy: requiredText('changed_by'),
  /** 'staff' for a desk decision, 'artist' for a resubmission. */
  actor: requiredText('actor').default('staff'),
  /** The submission's version the change was made on. */
  version: integer('version').notNull().default(1),
  /** Notes pinned to fields when asking for changes (domain/review-pins). */
  pins: jsonb('pins').notNull().$type<PinnedNote[]>().default([]),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  createdAt: timestampNow('created_at'),
});

/** The label's note templates staff pick from when pinning a note to a field. */
export const changeNoteTemplates = pgTable('change_note_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  fieldKind: requiredText('field_kind'),
  body: requiredText('body'),
  position: integer('position').notNull().default(0),
  createdAt: timestampNow('created_at'),
});
