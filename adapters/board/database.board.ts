import { count, eq, sql } from 'drizzle-orm';
import {
  type Board,
  type BoardColumn,
  type BoardConnection,
  type BoardItem,
  type BoardItemChanges,
  BoardRejectedError,
  type BoardStatus,
  type NewBoardItem,
} from '../../application/ports/board.port';
import { BOARD_COLUMNS } from '../../application/ports/board-columns';
import type { Database } from '../persistence/database';
import { boardItems } from '../persistence/schema';
import { isUuid } from '../persistence/uuid';

function toItem(row: typeof boardItems.$inferSelect): BoardItem {
  return {
    id: row.id,
    ...(row.itemKey ? { key: row.itemKey } : {}),
    name: row.name,
    columnValues: row.columnValues,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The built-in board: items live in our own board_items table, readable by staff. */
export class DatabaseBoard implements Board {
  readonly adapterName = 'database';

  constructor(private readonly db: Database) {}

  /** One statement claims the key: of two creates with one key, the second finds the first's item. */
  async createItem(input: NewBoardItem): Promise<{ itemId: string; created: boolean }> {
    const [row] = await this.db
      .insert(boardItems)
      .values({ itemKey: input.key, name: input.name, columnValues: input.columnValues, groupName: input.group ?? 'Submissions' })
      .onConflictDoNothing({ target: boardItems.itemKey })
      .returning({ id: boardItems.id });
    if (row) return { itemId: row.id, created: true };
    const existing = await this.findItemByKey(input.key);
    if (!existing) throw new Error(`Board item ${input.key} was neither created nor found`);
    return { itemId: existing.id, created: false };
  }

  async findItemByKey(key: string): Promise<BoardItem | undefined> {
    const [row] = await this.db.select().from(boardItems).where(eq(boardItems.itemKey, key));
    return row ? toItem(row) : undefined;
  }

  async updateItem(itemId: string, changes: BoardItemChanges): Promise<void> {
    if (!isUuid(itemId)) throw new BoardRejectedError(`Board item ${itemId} does not exist`);
    const updated = await this.db
      .update(boardItems)
      .set({
        ...(changes.name ? { name: changes.name } : {}),
        columnValues: sql`${boardItems.columnValues} || ${JSON.stringify(changes.columnValues)}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(eq(boardItems.id, itemId))
      .returning({ id: boardItems.id });
    if (updated.length === 0) throw new BoardRejectedError(`Board item ${itemId} does not exist`);
  }

  async getItem(itemId: string): Promise<BoardItem | undefined> {
    if (!isUuid(itemId)) return undefined;
    const [row] = await this.db.select().from(boardItems).where(eq(boardItems.id, itemId));
    return row ? toItem(row) : undefined;
  }

  async testConnection(): Promise<BoardConnection> {
    await this.db.select({ n: count() }).from(boardItems);
    return {
      ok: true,
      adapter: this.adapterName,
      message: 'Connected to the built-in board',
      boardId: 'portal',
      boardName: 'Artist portal board',
    };
  }

  async listColumns(): Promise<BoardColumn[]> {
    return BOARD_COLUMNS.map((column) => ({ ...column }));
  }

  async status(): Promise<BoardStatus> {
    const [row] = await this.db.select({ n: count() }).from(boardItems);
    return { adapter: this.adapterName, connected: true, message: 'Built-in board', itemCount: Number(row.n) };
  }
}
