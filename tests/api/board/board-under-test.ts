import { MondayBoard } from '../../../adapters/board/monday.board';
import type { Board } from '../../../application/ports/board.port';
import { internalError, startFakeMonday } from '../../fakes/monday.fake';
import { fakeProviderSuite } from '../../support/fake-provider';
import type { PublicFlowApp } from '../public-flow/public-flow-app';

/** One item as the board holds it, read from the board's own state (the fake's cells, the board_items row). */
export interface ItemState {
  id: string;
  key: string;
  name: string;
  kind: string;
  status: string;
  version: string;
  note: string;
  tokenStatus: string;
  submissionId: string;
  email: string;
}

export interface BoardUnderTest {
  /** The board the app is built with; undefined: the built-in database board. */
  board?: () => Board;
  /** The next create writes its item and loses its answer, and the board then fails a moment longer. */
  loseNextCreateAnswer(app: PublicFlowApp): void;
  items(app: PublicFlowApp): Promise<ItemState[]>;
}

/** monday against its fake: monday creates the item, answers 500 and is down for the client's next three tries. */
export function mondayUnderTest(): BoardUnderTest {
  const provider = fakeProviderSuite(startFakeMonday);
  const text = (cells: Map<string, { text: string }>, title: string) =>
    cells.get(provider.fake.columns.find((c) => c.title === title)?.id ?? '')?.text ?? '';
  return {
    board: () =>
      new MondayBoard(
        { apiToken: provider.fake.token, boardId: provider.fake.boardId, apiUrl: provider.fake.apiUrl },
        { retry: provider.retry },
      ),
    loseNextCreateAnswer: () => provider.fake.failAfterWrite(internalError, 1, 3),
    items: async () =>
      [...provider.fake.items.values()].map(({ id, name, cells }) => ({
        id,
        name,
        key: text(cells, 'Portal Key'),
        kind: text(cells, 'Kind'),
        status: text(cells, 'Status'),
        version: text(cells, 'Version'),
        note: text(cells, 'Review Note'),
        tokenStatus: text(cells, 'Token Status'),
        submissionId: text(cells, 'Submission Id'),
        email: text(cells, 'Email'),
      })),
  };
}

/** The built-in board: the flaky wrapper writes the item and loses its answer, so the job fails and its retry finds the item. */
export function databaseUnderTest(): BoardUnderTest {
  return {
    loseNextCreateAnswer: (app) => app.board.setLostAnswers(1),
    items: async (app) => {
      const rows = await app.database.query<{ id: string; item_key: string | null; name: string; column_values: Record<string, unknown> }>(
        'SELECT id, item_key, name, column_values FROM board_items ORDER BY created_at',
      );
      const value = (row: (typeof rows)[number], column: string) => String(row.column_values[column] ?? '');
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        key: row.item_key ?? '',
        kind: value(row, 'kind'),
        status: value(row, 'status'),
        version: value(row, 'version'),
        note: value(row, 'review_note'),
        tokenStatus: value(row, 'token_status'),
        submissionId: value(row, 'submission_id'),
        email: value(row, 'email'),
      }));
    },
  };
}
