import { DatabaseBoard } from '../../adapters/board/database.board';
import { MondayBoard } from '../../adapters/board/monday.board';
import { ADAPTER_NAMES, type BoardAdapterName } from '../../adapters/config/adapter-names';
import type { Board, NewBoardItem } from '../../application/ports/board.port';
import { FlakyBoard } from '../fakes/flaky.board';
import { internalError, startFakeMonday } from '../fakes/monday.fake';
import { openTestDatabase } from '../support/test-database';
import { type BoardHarness, describeBoardPortSuite } from './board.port-suite';

/** The create goes through a wrapper that writes the item, then throws as if its answer never came back. */
async function loseAnswerOf(board: Board, input: NewBoardItem): Promise<void> {
  const flaky = board instanceof FlakyBoard ? board : new FlakyBoard(board, 0);
  flaky.setLostAnswers(1);
  const answer = await flaky.createItem(input).catch((error: Error) => error);
  if (!(answer instanceof Error)) throw new Error('The create answered although its answer was to be lost');
}

const harnesses: Record<BoardAdapterName, () => Promise<BoardHarness>> = {
  async database() {
    const database = await openTestDatabase();
    const board = new DatabaseBoard(database.db);
    return { board, createWithLostAnswer: (input) => loseAnswerOf(board, input), close: () => database.close() };
  },
  async monday() {
    const fake = await startFakeMonday();
    const board = new MondayBoard(
      { apiToken: fake.token, boardId: fake.boardId, apiUrl: fake.apiUrl },
      { retry: { sleep: async () => undefined } },
    );
    return {
      board,
      // monday carries out create_item and answers 500: the adapter's own retry looks the item up first.
      createWithLostAnswer: async (input) => {
        fake.failAfterWrite(internalError);
        await board.createItem(input);
      },
      close: () => fake.close(),
    };
  },
};

for (const name of ADAPTER_NAMES.board) describeBoardPortSuite(name, harnesses[name]);

describeBoardPortSuite('flaky (the outage fake, over the database board)', async () => {
  const database = await openTestDatabase();
  const board = new FlakyBoard(new DatabaseBoard(database.db), 0);
  return { board, createWithLostAnswer: (input) => loseAnswerOf(board, input), close: () => database.close() };
});
