import { bigserial, boolean, pgTable } from 'drizzle-orm/pg-core';
import { requiredText, timestampNow } from './columns';
import { submissionRow } from './owned-rows';

/** Staff corrections of a release's label copy, one corrected line each (the artist's timeline shows them). */
export const labelCopyCorrections = pgTable('label_copy_corrections', {
  ...submissionRow(),
  field: requiredText('field'),
  label: requiredText('label'),
  beforeText: requiredText('before_text'),
  afterText: requiredText('after_text'),
  hasDefault: boolean('has_default').notNull().default(false),
  status: requiredText('status'),
  staffId: requiredText('staff_id'),
  staffName: requiredText('staff_name'),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  createdAt: timestampNow('created_at'),
});
