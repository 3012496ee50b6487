import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BoardColumnValues } from '../../../application/ports/board.port';
import { generatedId, timestampNow } from './columns';

export const boardItems = pgTable('board_items', {
  id: generatedId(),
  name: text('name').notNull(),
  groupName: text('group_name').notNull().default('Submissions'),
  columnValues: jsonb('column_values').notNull().$type<BoardColumnValues>().default({}),
  createdAt: timestampNow('created_at'),
  updatedAt: timestampNow('updated_at'),
});
