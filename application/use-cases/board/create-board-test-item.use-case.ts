import type { Board, BoardColumnValues } from '../../ports/board.port';
import { BOARD_KEYS } from './board-keys';

export interface CreateBoardTestItemDeps {
  board: Board;
  newId: () => string;
}

/** An item in the board's 'Tests' group, to see that the board takes writes; each call makes a new one. */
export class CreateBoardTestItemUseCase {
  constructor(private readonly deps: CreateBoardTestItemDeps) {}

  async execute(name: string, columnValues: BoardColumnValues): Promise<string> {
    const { itemId } = await this.deps.board.createItem({ key: BOARD_KEYS.test(this.deps.newId()), name, columnValues, group: 'Tests' });
    return itemId;
  }
}
