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
import { type RetryPolicy, retryPolicy } from '../http/retry-policy';
import { MondayApiClient, MondayUncertainWriteError } from './monday-api.client';
import { BOARD_QUERY, type BoardShape, ITEM_FIELDS, type ItemShape, MondayBoardLayout } from './monday-board-layout';
import { toMondayValue } from './monday-column-values';

export interface MondayBoardConfig {
  apiToken: string;
  boardId: string;
  apiUrl: string;
  /** The board's column that holds our own id of each item (default: the column titled 'Portal Key'). */
  keyColumnId?: string;
}

const ITEM_ID = /^\d{1,20}$/;
const CREATE_ITEM =
  'mutation ($board: ID!, $group: String, $name: String!, $values: JSON) { create_item(board_id: $board, group_id: $group, item_name: $name, column_values: $values, create_labels_if_missing: true) { id } }';
const FIND_BY_KEY = `query ($board: ID!, $column: String!, $value: String!) { items_page_by_column_values(board_id: $board, limit: 1, columns: [{ column_id: $column, column_values: [$value] }]) { items { ${ITEM_FIELDS} } } }`;

/** BOARD_ADAPTER=monday: items on a monday.com board, each carrying our own id in the key column. */
export class MondayBoard implements Board {
  readonly adapterName = 'monday';
  private readonly api: MondayApiClient;
  private readonly retry: RetryPolicy;
  private layout?: Promise<MondayBoardLayout>;

  constructor(
    private readonly config: MondayBoardConfig,
    options: { retry?: Partial<RetryPolicy>; timeoutMs?: number } = {},
  ) {
    this.retry = retryPolicy(options.retry);
    this.api = new MondayApiClient(config.apiUrl, config.apiToken, this.retry, options.timeoutMs);
  }

  /**
   * Each try looks the item up by its key first, then sends create_item once; a try whose outcome is unknown (5xx,
   * lost answer, timeout) is followed by another, and the last by one more look-up.
   */
  async createItem(input: NewBoardItem): Promise<{ itemId: string; created: boolean }> {
    const layout = await this.loadBoard();
    const keyColumn = layout.keyColumn();
    const values = { ...layout.toMonday(input.columnValues), [keyColumn.id]: toMondayValue(String(keyColumn.type), input.key) };
    let uncertain: Error | undefined;
    for (let attempt = 1; ; attempt++) {
      const found = await this.findItemByKey(input.key);
      if (found) return { itemId: found.id, created: false };
      if (uncertain && attempt > this.retry.attempts) throw new Error(`${uncertain.message}; gave up after ${this.retry.attempts} tries`);
      try {
        const data = await this.api.request<{ create_item: { id: string } | null }>(
          CREATE_ITEM,
          { board: this.config.boardId, group: layout.groupId(input.group), name: input.name, values: JSON.stringify(values) },
          { once: true },
        );
        if (!data.create_item) throw new BoardRejectedError('monday.com did not create the item');
        return { itemId: data.create_item.id, created: true };
      } catch (error) {
        if (!(error instanceof MondayUncertainWriteError)) throw error;
        uncertain = error;
        await this.retry.sleep(this.retry.backoffMs(attempt));
      }
    }
  }

  async findItemByKey(key: string): Promise<BoardItem | undefined> {
    const layout = await this.loadBoard();
    const data = await this.api.request<{ items_page_by_column_values: { items: ItemShape[] } | null }>(FIND_BY_KEY, {
      board: this.config.boardId,
      column: layout.keyColumn().id,
      value: key,
    });
    const item = data.items_page_by_column_values?.items[0];
    return item ? layout.toItem(item) : undefined;
  }

  async updateItem(itemId: string, changes: BoardItemChanges): Promise<void> {
    if (!ITEM_ID.test(itemId)) throw new BoardRejectedError(`Board item ${itemId} does not exist`);
    const values = (await this.loadBoard()).toMonday(changes.columnValues);
    if (changes.name) values.name = changes.name;
    await this.api.request(
      'mutation ($board: ID!, $item: ID!, $values: JSON!) { change_multiple_column_values(board_id: $board, item_id: $item, column_values: $values, create_labels_if_missing: true) { id } }',
      { board: this.config.boardId, item: itemId, values: JSON.stringify(values) },
    );
  }

  async getItem(itemId: string): Promise<BoardItem | undefined> {
    if (!ITEM_ID.test(itemId)) return undefined;
    const layout = await this.loadBoard();
    const data = await this.api.request<{ items: ItemShape[] | null }>(`query ($ids: [ID!]) { items(ids: $ids) { ${ITEM_FIELDS} } }`, {
      ids: [itemId],
    });
    const item = data.items?.[0];
    return item ? layout.toItem(item) : undefined;
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
    const { board } = await this.loadBoard(true);
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
  private loadBoard(fresh = false): Promise<MondayBoardLayout> {
    if (fresh || !this.layout) {
      this.layout = this.api.request<{ boards: BoardShape[] | null }>(BOARD_QUERY, { board: [this.config.boardId] }).then((data) => {
        const board = data.boards?.[0];
        if (!board)
          throw new BoardRejectedError(`monday.com board ${this.config.boardId} was not found or is not shared with the token user`);
        return new MondayBoardLayout(board, this.config.keyColumnId);
      });
      this.layout.catch(() => (this.layout = undefined));
    }
    return this.layout;
  }
}
