import type { Column, ColumnValue, Group } from '@mondaydotcomorg/api';
import { type BoardColumnValues, type BoardItem, BoardRejectedError } from '../../application/ports/board.port';
import { BOARD_COLUMNS, BOARD_KEY_COLUMN, OPTIONAL_BOARD_COLUMNS } from '../../application/ports/board-columns';
import { fromMondayValue, toMondayValue } from './monday-column-values';

export type BoardShape = {
  id: string;
  name: string;
  items_count?: number | null;
  columns: Pick<Column, 'id' | 'title' | 'type'>[];
  groups: Pick<Group, 'id' | 'title'>[];
};
type MondayColumn = BoardShape['columns'][number];

export type ItemShape = {
  id: string;
  name: string;
  created_at?: string | null;
  updated_at?: string | null;
  column_values: Pick<ColumnValue, 'id' | 'type' | 'text' | 'value'>[];
};

export const BOARD_QUERY = 'query ($board: [ID!]) { boards(ids: $board) { id name columns { id title type } groups { id title } } }';
export const ITEM_FIELDS = 'id name created_at updated_at column_values { id type text value }';

const titleOf = (portalId: string) => BOARD_COLUMNS.find((c) => c.id === portalId)?.title ?? portalId;
const date = (value: string | null | undefined) => (value ? new Date(value) : undefined);

/**
 * A monday board's columns as the portal sees them: our column ids (board-columns.ts) matched to the board's by
 * id, else by title, so staff can build the board in monday's UI with the usual titles. The key column may be
 * named by its monday id instead (MONDAY_KEY_COLUMN_ID).
 */
export class MondayBoardLayout {
  private readonly columns = new Map<string, MondayColumn>();

  constructor(
    readonly board: BoardShape,
    private readonly keyColumnId?: string,
  ) {
    for (const ours of BOARD_COLUMNS) {
      const column =
        board.columns.find((c) => c.id === ours.id) ?? board.columns.find((c) => c.title.trim().toLowerCase() === ours.title.toLowerCase());
      if (column) this.columns.set(ours.id, column);
    }
  }

  /** The column that holds our own id of each item's record. */
  keyColumn(): MondayColumn {
    const column = this.keyColumnId ? this.board.columns.find((c) => c.id === this.keyColumnId) : this.columns.get(BOARD_KEY_COLUMN);
    if (column) return column;
    throw new BoardRejectedError(
      this.keyColumnId
        ? `monday.com board ${this.board.name} has no column ${this.keyColumnId} (MONDAY_KEY_COLUMN_ID)`
        : `monday.com board ${this.board.name} has no column for our ids (add a text column titled '${titleOf(BOARD_KEY_COLUMN)}')`,
    );
  }

  groupId(title: string | undefined): string | null {
    return (title && this.board.groups.find((g) => g.title.toLowerCase() === title.toLowerCase())?.id) || null;
  }

  /** Our values as monday's column-value JSON, by the board's column ids; optional columns the board lacks are left out. */
  toMonday(values: BoardColumnValues): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [portalId, value] of Object.entries(values)) {
      const column = this.columns.get(portalId) ?? this.board.columns.find((c) => c.id === portalId);
      if (!column && OPTIONAL_BOARD_COLUMNS.has(portalId)) continue;
      if (!column)
        throw new BoardRejectedError(
          `monday.com board ${this.board.name} has no column for '${portalId}' (add a column titled '${titleOf(portalId)}')`,
        );
      out[column.id] = toMondayValue(String(column.type), value);
    }
    return out;
  }

  toItem(item: ItemShape): BoardItem {
    const keyColumnId = this.keyColumnId ?? this.columns.get(BOARD_KEY_COLUMN)?.id;
    const ours = new Map([...this.columns].map(([portalId, column]) => [column.id, portalId]));
    const columnValues: BoardColumnValues = {};
    let key: string | undefined;
    for (const cell of item.column_values) {
      if (cell.id === keyColumnId) {
        key = cell.text || undefined;
        continue;
      }
      const portalId = ours.get(cell.id);
      const raw = typeof cell.value === 'string' ? cell.value : cell.value == null ? null : JSON.stringify(cell.value);
      const value = portalId && fromMondayValue(cell.type, cell.text, raw);
      if (portalId && value !== undefined && value !== '') columnValues[portalId] = value;
    }
    return {
      id: item.id,
      ...(key ? { key } : {}),
      name: item.name,
      columnValues,
      createdAt: date(item.created_at),
      updatedAt: date(item.updated_at),
    };
  }
}
