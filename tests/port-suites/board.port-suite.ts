import { type Board, BoardRejectedError, type NewBoardItem } from '../../application/ports/board.port';
import { LANTERN_SEASON_ITEM } from '../support/builders/board-item.builder';
import { type PortSuiteHarness, describePortSuite } from './suite-harness';

export interface BoardHarness extends PortSuiteHarness {
  board: Board;
  /** A create whose item is written but whose answer is lost (a 5xx or a dropped connection after the write). */
  createWithLostAnswer(input: NewBoardItem): Promise<void>;
}

/** The one Board port suite: every adapter named in adapters/config/adapter-names.ts runs it. */
export function describeBoardPortSuite(name: string, make: () => Promise<BoardHarness>): void {
  describePortSuite('Board', name, make, (harness) => {
    const board = () => harness().board;

    it('creates an item whose name and column values read back as given', async () => {
      const { name } = LANTERN_SEASON_ITEM;
      const columnValues = { kind: 'Submission', ...LANTERN_SEASON_ITEM.columnValues };
      const { itemId, created } = await board().createItem({ key: 'submission:lantern', name, columnValues, group: 'Submissions' });
      expect(created).toBe(true);
      const item = await board().getItem(itemId);
      expect(item).toMatchObject({ id: itemId, key: 'submission:lantern', name, columnValues });
    });

    it('finds an item by its key, and a second create with that key returns the same item', async () => {
      const first = await board().createItem({ key: 'waiting-list:wren', name: 'Wren Hale', columnValues: { city: 'Leeds' } });
      const before = (await board().status()).itemCount;
      const again = await board().createItem({ key: 'waiting-list:wren', name: 'Wren Hale', columnValues: { city: 'York' } });
      expect(again).toEqual({ itemId: first.itemId, created: false });
      expect((await board().status()).itemCount).toBe(before);
      expect(await board().findItemByKey('waiting-list:wren')).toMatchObject({
        id: first.itemId,
        key: 'waiting-list:wren',
        columnValues: { city: 'Leeds' },
      });
      expect(await board().findItemByKey('waiting-list:nobody')).toBeUndefined();
    });

    it('after a create whose answer was lost, creating again with the key gives the one item that was made', async () => {
      const before = (await board().status()).itemCount ?? 0;
      const input = { key: 'submission:lost-answer', name: 'Lost - Answer', columnValues: { status: 'Pending' } };
      await harness().createWithLostAnswer(input);
      expect(await board().createItem(input)).toEqual({ itemId: expect.any(String), created: false });
      expect((await board().status()).itemCount).toBe(before + 1);
      expect(await board().findItemByKey(input.key)).toMatchObject({ key: input.key, name: 'Lost - Answer' });
    });

    it('merges updates into the item and renames it when a name is given', async () => {
      const { itemId } = await board().createItem({ key: 'test:before', name: 'Before', columnValues: { status: 'New', city: 'Hull' } });
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
