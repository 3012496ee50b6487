import { type Board, BoardRejectedError } from '../../application/ports/board.port';
import { LANTERN_SEASON_ITEM } from '../support/builders/board-item.builder';
import { suiteHarness } from './suite-harness';

export interface BoardHarness {
  board: Board;
  close(): Promise<void>;
}

/** The one Board contract: every adapter named in adapters/config/adapter-names.ts runs it. */
export function describeBoardContract(name: string, make: () => Promise<BoardHarness>): void {
  describe(`Board contract: ${name}`, () => {
    const harness = suiteHarness(make);
    const board = () => harness().board;

    it('creates an item whose name and column values read back as given', async () => {
      const { name } = LANTERN_SEASON_ITEM;
      const columnValues = { kind: 'Submission', ...LANTERN_SEASON_ITEM.columnValues };
      const { itemId } = await board().createItem({ name, columnValues, group: 'Submissions' });
      const item = await board().getItem(itemId);
      expect(item).toMatchObject({ id: itemId, name, columnValues });
    });

    it('merges updates into the item and renames it when a name is given', async () => {
      const { itemId } = await board().createItem({ name: 'Before', columnValues: { status: 'New', city: 'Hull' } });
      await board().updateItem(itemId, { name: 'After', columnValues: { status: 'Invited', token_status: 'Used' } });
      expect(await board().getItem(itemId)).toMatchObject({
        name: 'After',
        columnValues: { status: 'Invited', city: 'Hull', token_status: 'Used' },
      });
      await board().updateItem(itemId, { columnValues: { surname: 'Quay' } });
      expect(await board().getItem(itemId)).toMatchObject({ name: 'After', columnValues: { status: 'Invited', surname: 'Quay' } });
    });

    it('refuses to update an item that does not exist, and reads it as undefined', async () => {
      await expect(board().updateItem('no-such-item', { columnValues: { city: 'Leeds' } })).rejects.toBeInstanceOf(BoardRejectedError);
      expect(await board().getItem('no-such-item')).toBeUndefined();
    });

    it('reports its connection, columns and status', async () => {
      expect(await board().testConnection()).toMatchObject({ ok: true, adapter: board().adapterName });
      const columns = await board().listColumns();
      expect(columns.length).toBeGreaterThan(0);
      for (const column of columns) expect(column).toEqual({ id: expect.any(String), title: expect.any(String), type: expect.any(String) });
      const status = await board().status();
      expect(status).toMatchObject({ adapter: board().adapterName, connected: true });
      expect(status.itemCount).toBeGreaterThanOrEqual(2);
    });
  });
}
