import { DatabaseBoard } from '../../adapters/board/database.board';
import { MondayBoard } from '../../adapters/board/monday.board';
import { ADAPTER_NAMES, type BoardAdapterName } from '../../adapters/config/adapter-names';
import { startFakeMonday } from '../fakes/monday.fake';
import { openTestDatabase } from '../support/test-database';
import { type BoardHarness, describeBoardContract } from './board.contract';

const harnesses: Record<BoardAdapterName, () => Promise<BoardHarness>> = {
  async database() {
    const database = await openTestDatabase();
    return { board: new DatabaseBoard(database.db), close: () => database.close() };
  },
  async monday() {
    const fake = await startFakeMonday();
    return { board: new MondayBoard({ apiToken: fake.token, boardId: fake.boardId, apiUrl: fake.apiUrl }), close: () => fake.close() };
  },
};

for (const name of ADAPTER_NAMES.board) describeBoardContract(name, harnesses[name]);
