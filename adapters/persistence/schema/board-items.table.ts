import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BoardColumnValues } from '../../../application/ports/board.port';

export const boardItems = pgTable('board_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  groupName: text('group_name').notNull().default('Submissions'),
  columnValues: jsonb('column_values').notNull().$type<BoardColumnValues>().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
