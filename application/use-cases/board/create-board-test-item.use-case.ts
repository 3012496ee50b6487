import type { Board, BoardColumnValues } from '../../ports/board.port';
import { BOARD_KEYS } from './board-keys';

/** An item in the board's 'Tests' group, to see that the board takes writes; each call makes a new one. */
export class CreateBoardTestItemUseCase {
  constructor(
    private readonly board: Board,
    private readonly newId: () => string,
  ) {}

  async execute(name: string, columnValues: BoardColumnValues): Promise<string> {
    const { itemId } = await this.board.createItem({ key: BOARD_KEYS.test(this.newId()), name, columnValues, group: 'Tests' });
    return itemId;
  }
}
