import type { Board } from '../../application/ports/board.port';
import { DatabaseBoard } from '../board/database.board';
import { MondayBoard } from '../board/monday.board';
import type { AppConfig } from '../config';
import type { Database } from '../persistence/database';

/** The board the label works submissions on. */
export interface BoardAdapters {
  board: Board;
}

export interface BoardOverrides {
  /** A board to use instead of the configured one (tests: a flaky board). */
  board?: Board;
}

export function buildBoardAdapters(config: AppConfig, db: Database, overrides: BoardOverrides = {}): BoardAdapters {
  return { board: overrides.board ?? buildBoard(config, db) };
}

function buildBoard(config: AppConfig, db: Database): Board {
  switch (config.board.adapter) {
    case 'database':
      return new DatabaseBoard(db);
    case 'monday':
      return new MondayBoard(config.board.monday);
  }
}
