import { jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { BoardColumnValues } from '../../../application/ports/board.port';
import { generatedId, requiredText, timestampNow } from './columns';

export const boardItems = pgTable('board_items', {
  id: generatedId(),
  name: requiredText('name'),
  groupName: requiredText('group_name').default('Submissions'),
  columnValues: jsonb('column_values').notNull().$type<BoardColumnValues>().default({}),
  createdAt: timestampNow('created_at'),
  updatedAt: timestampNow('updated_at'),
});
