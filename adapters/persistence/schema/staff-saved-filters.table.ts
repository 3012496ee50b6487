import { jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { SavedDeskFilterSet } from '../../../wire/staff-desk-tools.wire';
import { generatedId, ownedBy, requiredText, timestampNow } from './columns';
import { staffAccounts } from './identity.tables';

export const staffSavedFilters = pgTable('staff_saved_filters', {
  id: generatedId(),
  staffId: ownedBy('staff_id', () => staffAccounts.id),
  name: requiredText('name'),
  filter: jsonb('filter').notNull().$type<SavedDeskFilterSet>(),
  createdAt: timestampNow('created_at'),
});
