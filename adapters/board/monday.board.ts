import type { Column, ColumnValue, Group } from '@mondaydotcomorg/api';
import {
  type Board,
  type BoardColumn,
  type BoardColumnValues,
  type BoardConnection,
  type BoardItem,
  type BoardItemChanges,
  BoardRejectedError,
  type BoardStatus,
  type NewBoardItem,
} from '../../application/ports/board.port';
import { BOARD_COLUMNS } from '../../application/ports/board-columns';
import { type RetryPolicy, retryPolicy } from '../http/retry-policy';
import { MondayApiClient } from './monday-api.client';
import { fromMondayValue, toMondayValue } from './monday-column-values';

export interface MondayBoardConfig {
  apiToken: string;
  boardId: string;
  apiUrl: string;
}

type BoardShape = {
  id: string;
  name: string;
  items_count?: number | null;
  columns: Pick<Column, 'id' | 'title' | 'type'>[];
  groups: Pick<Group, 'id' | 'title'>[];
};
type ItemShape = {
  id: string;
  name: string;
  created_at?: string | null;
  updated_at?: string | null;
  column_values: Pick<ColumnValue, 'id' | 'type' | 'text' | 'value'>[];
};

const BOARD_QUERY = 'query ($board: [ID!]) { boards(ids: $board) { id name columns { id title type } groups { id title } } }';
const ITEM_ID = /^\d{1,20}$/;

/**
 * BOARD_ADAPTER=monday: items on a monday.com board. Our column ids (board-columns.ts) are matched to the
 * board's columns by id, else by title, so staff can build the board in monday's UI with the usual titles.
 */
export class MondayBoard implements Board {
  readonly adapterName = 'monday';
  private readonly api: MondayApiClient;
  private board?: Promise<BoardShape>;

  constructor(
    private readonly config: MondayBoardConfig,
    options: { retry?: Partial<RetryPolicy> } = {},
  ) {
    this.api = new MondayApiClient(config.apiUrl, config.apiToken, retryPolicy(options.retry));
  }

  async createItem(input: NewBoardItem): Promise<{ itemId: string }> {
    const board = await this.loadBoard();
    const group = input.group ? board.groups.find((g) => g.title.toLowerCase() === input.group?.toLowerCase()) : undefined;
    const data = await this.api.request<{ create_item: { id: string } | null }>(
      'mutation ($board: ID!, $group: String, $name: String!, $values: JSON) { create_item(board_id: $board, group_id: $group, item_name: $name, column_values: $values, create_labels_if_missing: true) { id } }',
      {
        board: this.config.boardId,
        group: group?.id ?? null,
        name: input.name,
        values: JSON.stringify(this.columnValues(board, input.columnValues)),
      },
    );
    if (!data.create_item) throw new BoardRejectedError('monday.com did not create the item');
    return { itemId: data.create_item.id };
  }

  async updateItem(itemId: string, changes: BoardItemChanges): Promise<void> {
    if (!ITEM_ID.test(itemId)) throw new BoardRejectedError(`Board item ${itemId} does not exist`);
    const values = this.columnValues(await this.loadBoard(), changes.columnValues);
    if (changes.name) values.name = changes.name;
    await this.api.request(
      'mutation ($board: ID!, $item: ID!, $values: JSON!) { change_multiple_column_values(board_id: $board, item_id: $item, column_values: $values, create_labels_if_missing: true) { id } }',
      { board: this.config.boardId, item: itemId, values: JSON.stringify(values) },
    );
  }

  async getItem(itemId: string): Promise<BoardItem | undefined> {
    if (!ITEM_ID.test(itemId)) return undefined;
    const board = await this.loadBoard();
    const data = await this.api.request<{ items: ItemShape[] | null }>(
      'query ($ids: [ID!]) { items(ids: $ids) { id name created_at updated_at column_values { id type text value } } }',
      { ids: [itemId] },
    );
    const item = data.items?.[0];
    if (!item) return undefined;
    const ours = new Map([...this.columnMap(board)].map(([portalId, column]) => [column.id, portalId]));
    const columnValues: BoardColumnValues = {};
    for (const cell of item.column_values) {
      const portalId = ours.get(cell.id);
      const value =
        portalId &&
        fromMondayValue(
          cell.type,
          cell.text,
          typeof cell.value === 'string' ? cell.value : cell.value == null ? null : JSON.stringify(cell.value),
        );
      if (portalId && value !== undefined && value !== '') columnValues[portalId] = value;
    }
    return { id: item.id, name: item.name, columnValues, createdAt: date(item.created_at), updatedAt: date(item.updated_at) };
  }

  async testConnection(): Promise<BoardConnection> {
    try {
      const data = await this.api.request<{ me: { name: string } | null; boards: { id: string; name: string }[] | null }>(
        'query ($board: [ID!]) { me { id name } boards(ids: $board) { id name } }',
        { board: [this.config.boardId] },
      );
      const board = data.boards?.[0];
      if (!board)
        return {
          ok: false,
          adapter: this.adapterName,
          message: `monday.com board ${this.config.boardId} was not found or is not shared with ${data.me?.name ?? 'the token user'}`,
        };
      return {
        ok: true,
        adapter: this.adapterName,
        message: `Connected to monday.com as ${data.me?.name ?? 'the token user'}`,
        boardId: board.id,
        boardName: board.name,
      };
    } catch (error) {
      return { ok: false, adapter: this.adapterName, message: (error as Error).message };
    }
  }

  async listColumns(): Promise<BoardColumn[]> {
    const board = await this.loadBoard(true);
    return board.columns.map((c) => ({ id: c.id, title: c.title, type: String(c.type) }));
  }

  async status(): Promise<BoardStatus> {
    try {
      const data = await this.api.request<{ boards: { name: string; items_count?: number | null }[] | null }>(
        'query ($board: [ID!]) { boards(ids: $board) { name items_count } }',
        { board: [this.config.boardId] },
      );
      const board = data.boards?.[0];
      if (!board) return { adapter: this.adapterName, connected: false, message: `monday.com board ${this.config.boardId} was not found` };
      return {
        adapter: this.adapterName,
        connected: true,
        message: `monday.com board ${board.name}`,
        itemCount: board.items_count ?? undefined,
      };
    } catch (error) {
      return { adapter: this.adapterName, connected: false, message: (error as Error).message };
    }
  }

  /** The board's columns and groups, read once (and again when asked, or after a failed read). */
  private loadBoard(fresh = false): Promise<BoardShape> {
    if (fresh || !this.board) {
      this.board = this.api.request<{ boards: BoardShape[] | null }>(BOARD_QUERY, { board: [this.config.boardId] }).then((data) => {
        const board = data.boards?.[0];
        if (!board)
          throw new BoardRejectedError(`monday.com board ${this.config.boardId} was not found or is not shared with the token user`);
        return board;
      });
      this.board.catch(() => (this.board = undefined));
    }
    return this.board;
  }

  private columnMap(board: BoardShape): Map<string, BoardShape['columns'][number]> {
    const map = new Map<string, BoardShape['columns'][number]>();
    for (const ours of BOARD_COLUMNS) {
      const column =
        board.columns.find((c) => c.id === ours.id) ?? board.columns.find((c) => c.title.trim().toLowerCase() === ours.title.toLowerCase());
      if (column) map.set(ours.id, column);
    }
    return map;
  }

  private columnValues(board: BoardShape, values: BoardColumnValues): Record<string, unknown> {
    const map = this.columnMap(board);
    const out: Record<string, unknown> = {};
    for (const [portalId, value] of Object.entries(values)) {
      const column = map.get(portalId) ?? board.columns.find((c) => c.id === portalId);
      if (!column)
        throw new BoardRejectedError(
          `monday.com board ${board.name} has no column for '${portalId}' (add a column titled '${titleOf(portalId)}')`,
        );
      out[column.id] = toMondayValue(String(column.type), value);
    }
    return out;
  }
}

const titleOf = (portalId: string) => BOARD_COLUMNS.find((c) => c.id === portalId)?.title ?? portalId;
const date = (value: string | null | undefined) => (value ? new Date(value) : undefined);
