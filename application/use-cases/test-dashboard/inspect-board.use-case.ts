import type { Board, BoardColumn, BoardConnection } from '../../ports/board.port';

export interface InspectBoardDeps {
  board: Board;
}

/** What the staff test page shows of the active board: whether it answers, and its columns. */
export class InspectBoardUseCase {
  constructor(private readonly deps: InspectBoardDeps) {}

  connection(): Promise<BoardConnection> {
    return this.deps.board.testConnection();
  }

  async columns(): Promise<{ adapter: string; columns: BoardColumn[] }> {
    return { adapter: this.deps.board.adapterName, columns: await this.deps.board.listColumns() };
  }
}
