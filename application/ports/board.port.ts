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
  createItem(input: NewBoardItem): Promise<{ itemId: string }>;
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
