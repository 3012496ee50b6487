import { AppError } from '../errors/app-error';

export type BoardValue = string | number | boolean | null;
/** Column id → value. Adapters translate to their own column types (text, status label, date...). */
export type BoardColumnValues = Record<string, BoardValue>;

export interface BoardColumn {
  id: string;
  title: string;
  type: string;
}

export interface BoardItem {
  id: string;
  /** Our own id of the record the item mirrors (see NewBoardItem.key); absent on items made before keys existed. */
  key?: string;
  name: string;
  columnValues: BoardColumnValues;
  createdAt?: Date;
  updatedAt?: Date;
}

export interface BoardConnection {
  ok: boolean;
  adapter: string;
  message: string;
  boardId?: string;
  boardName?: string;
}

export interface BoardStatus {
  adapter: string;
  connected: boolean;
  message: string;
  itemCount?: number;
}

export interface NewBoardItem {
  /**
   * Our own id of the record the item mirrors ('submission:<id>', 'waiting-list:<id>'...), kept in a dedicated
   * column: a create that finds an item with this key returns that item instead of adding a second one.
   */
  key: string;
  name: string;
  columnValues: BoardColumnValues;
  group?: string;
}

export interface BoardItemChanges {
  name?: string;
  columnValues: BoardColumnValues;
}

/** The work board where staff follow submissions (built-in database board, or monday.com). */
export interface Board {
  readonly adapterName: string;
  /**
   * Creates the item unless one with the same key exists (then returns it with created false). An attempt whose
   * answer was lost is looked up by key before it is tried again, so a retried create never duplicates.
   */
  createItem(input: NewBoardItem): Promise<{ itemId: string; created: boolean }>;
  /** The item carrying this key, if any. */
  findItemByKey(key: string): Promise<BoardItem | undefined>;
  /** Merges the given column values (and the name when given) into the item. */
  updateItem(itemId: string, changes: BoardItemChanges): Promise<void>;
  getItem(itemId: string): Promise<BoardItem | undefined>;
  testConnection(): Promise<BoardConnection>;
  listColumns(): Promise<BoardColumn[]>;
  status(): Promise<BoardStatus>;
}
export const BOARD = Symbol('Board');

/** Thrown by adapters when the board answered but refused (bad column, unknown item): not worth retrying. */
export class BoardRejectedError extends AppError {
  constructor(message: string) {
    super('unprocessable', message);
  }
}
