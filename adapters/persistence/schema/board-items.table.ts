import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BoardColumnValues } from '../../../application/ports/board.port';
import { generatedId, requiredText, timestampNow } from './columns';

export const boardItems = pgTable('board_items', {
  id: generatedId(),
  /** Our own id of the mirrored record (NewBoardItem.key); unique. */
  itemKey: text('item_key').unique('board_items_item_key_unique'),
  name: requiredText('name'),
  groupName: requiredText('group_name').default('Submissions'),
  columnValues: jsonb('column_values').notNull().$type<BoardColumnValues>().default({}),
  createdAt: timestampNow('created_at'),
  updatedAt: timestampNow('updated_at'),
});
