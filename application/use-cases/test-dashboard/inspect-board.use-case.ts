import type { Board, BoardColumn, BoardConnection } from '../../ports/board.port';

/** What the staff test page shows of the active board: whether it answers, and its columns. */
export class InspectBoardUseCase {
  constructor(private readonly board: Board) {}

  connection(): Promise<BoardConnection> {
    return this.board.testConnection();
  }

  async columns(): Promise<{ adapter: string; columns: BoardColumn[] }> {
    return { adapter: this.board.adapterName, columns: await this.board.listColumns() };
  }
}
