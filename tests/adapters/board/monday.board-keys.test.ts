import { MondayBoard } from '../../../adapters/board/monday.board';
import { BoardRejectedError } from '../../../application/ports/board.port';
import { type AfterWrite, complexityExhausted, internalError, rateLimited, startFakeMonday } from '../../fakes/monday.fake';
import { defaultColumns } from '../../fakes/monday-fake-cells';
import { fakeProviderSuite } from '../../support/fake-provider';

const creates = (queries: string[]) => queries.filter((q) => q.includes('create_item(')).length;

describe('MondayBoard: each item carries our key, and a create whose outcome is unknown is looked up before it is sent again', () => {
  const provider = fakeProviderSuite(startFakeMonday);
  const board = (options: { timeoutMs?: number; keyColumnId?: string } = {}) =>
    new MondayBoard(
      { apiToken: provider.fake.token, boardId: provider.fake.boardId, apiUrl: provider.fake.apiUrl, keyColumnId: options.keyColumnId },
      { retry: provider.retry, timeoutMs: options.timeoutMs },
    );
  const withKey = (key: string) => [...provider.fake.items.values()].filter((item) => [...item.cells.values()].some((c) => c.text === key));
  beforeEach(() => provider.fake.queries.splice(0));

  it.each<[string, AfterWrite]>([
    ['answers 500', internalError],
    ['drops the connection', 'drop'],
    ['answers 502 from its proxy', { status: 502, body: '<html>Bad Gateway</html>' }],
  ])('monday creates the item and %s: the next try finds it, and one item exists', async (name, outcome) => {
    const key = `submission:${name}`;
    provider.fake.failAfterWrite(outcome);
    const result = await board().createItem({ key, name: 'Nova Lane - Night Drive', columnValues: { status: 'Pending' } });
    expect(withKey(key).map((item) => item.id)).toEqual([result.itemId]);
    expect(result.created).toBe(false);
    expect(creates(provider.fake.queries)).toBe(1);
    expect(provider.waits).toEqual([250]);
  });

  it('an answer that never comes counts as lost once the timeout passes, and the item is found', async () => {
    provider.fake.failAfterWrite('stall');
    const result = await board({ timeoutMs: 300 }).createItem({ key: 'submission:stall', name: 'Stalled', columnValues: {} });
    expect(withKey('submission:stall').map((item) => item.id)).toEqual([result.itemId]);
    expect(creates(provider.fake.queries)).toBe(1);
  });

  it('a 500 before anything was written: the look-up finds nothing and the create is sent again', async () => {
    provider.fake.failBeforeWrite(internalError);
    const result = await board().createItem({ key: 'submission:retry', name: 'Retried', columnValues: {} });
    expect(result.created).toBe(true);
    expect(withKey('submission:retry').map((item) => item.id)).toEqual([result.itemId]);
    expect(creates(provider.fake.queries)).toBe(2);
  });

  it('a create refused by the rate limit or the complexity budget never ran: it is sent again after the wait, with no look-up', async () => {
    provider.fake.failBeforeWrite(rateLimited(2));
    provider.fake.failBeforeWrite(complexityExhausted(3));
    const result = await board().createItem({ key: 'submission:limited', name: 'Limited', columnValues: {} });
    expect(result.created).toBe(true);
    expect(withKey('submission:limited')).toHaveLength(1);
    expect(provider.waits).toEqual([2000, 3000]);
    expect(creates(provider.fake.queries)).toBe(3);
    expect(provider.fake.queries.filter((q) => q.includes('items_page_by_column_values'))).toHaveLength(1);
  });

  it('gives up after its tries with an error the job retries later, having made nothing', async () => {
    provider.fake.failBeforeWrite(internalError, 3);
    const failed = await board()
      .createItem({ key: 'submission:down', name: 'Down', columnValues: {} })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(BoardRejectedError);
    expect((failed as Error).message).toBe('monday.com is unavailable (HTTP 500); gave up after 3 tries');
    expect(provider.waits).toEqual([250, 500, 1000]);
    expect(withKey('submission:down')).toHaveLength(0);
    expect(creates(provider.fake.queries)).toBe(3);
  });

  it('refuses to create on a board without a key column, naming the column to add; MONDAY_KEY_COLUMN_ID names another', async () => {
    const columns = defaultColumns().filter((c) => c.title !== 'Portal Key');
    const bare = await startFakeMonday({ columns: [...columns, { id: 'text_ours', title: 'Our Id', type: 'text' }] });
    try {
      const on = (keyColumnId?: string) =>
        new MondayBoard({ apiToken: bare.token, boardId: bare.boardId, apiUrl: bare.apiUrl, keyColumnId }, { retry: provider.retry });
      await expect(on().createItem({ key: 'k:1', name: 'x', columnValues: {} })).rejects.toThrow(
        new BoardRejectedError("monday.com board Artist submissions has no column for our ids (add a text column titled 'Portal Key')"),
      );
      const { itemId } = await on('text_ours').createItem({ key: 'k:1', name: 'x', columnValues: {} });
      expect(bare.items.get(itemId)?.cells.get('text_ours')?.text).toBe('k:1');
      expect(await on('text_ours').findItemByKey('k:1')).toMatchObject({ id: itemId, key: 'k:1' });
    } finally {
      await bare.close();
    }
  });
});
