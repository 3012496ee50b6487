import { MondayBoard } from '../../../adapters/board/monday.board';
import { MONDAY_API_VERSION } from '../../../adapters/board/monday-api.client';
import { BoardRejectedError } from '../../../application/ports/board.port';
import { LANTERN_SEASON_ITEM } from '../../support/builders/board-item.builder';
import { complexityExhausted, rateLimited, startFakeMonday } from '../../fakes/monday.fake';
import { fakeProviderSuite } from '../../support/fake-provider';

describe('MondayBoard against the fake monday.com GraphQL API', () => {
  const provider = fakeProviderSuite(startFakeMonday);
  const { retry, waits } = provider;
  const board = (overrides: { token?: string; boardId?: string } = {}) =>
    new MondayBoard(
      {
        apiToken: overrides.token ?? provider.fake.token,
        boardId: overrides.boardId ?? provider.fake.boardId,
        apiUrl: provider.fake.apiUrl,
      },
      { retry },
    );
  const columnId = (title: string) => provider.fake.columns.find((c) => c.title === title)?.id ?? '';

  it('creates an item in the named group with values formatted per column type, and reads them back', async () => {
    const { name } = LANTERN_SEASON_ITEM;
    const columnValues = {
      ...LANTERN_SEASON_ITEM.columnValues,
      project_description: 'Ten songs',
      spotify: 'https://open.spotify.com/artist/x',
    };
    const b = board();
    const { itemId } = await b.createItem({ key: 'waiting-list:lantern', name, group: 'Waiting list', columnValues });
    const stored = provider.fake.items.get(itemId);
    expect(stored?.groupId).toBe('group_waiting');
    expect(stored?.cells.get(columnId('Status'))?.value).toEqual({ index: 0 });
    expect(stored?.cells.get(columnId('Release Date'))?.value).toEqual({ date: '2026-03-06' });
    expect(stored?.cells.get(columnId('Email'))?.value).toEqual({ email: 'mara@example.com', text: 'mara@example.com' });
    expect(stored?.cells.get(columnId('Portal Key'))?.text).toBe('waiting-list:lantern');
    expect(await b.getItem(itemId)).toEqual({
      id: itemId,
      key: 'waiting-list:lantern',
      name,
      columnValues,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(provider.fake.versions.every((v) => v === MONDAY_API_VERSION)).toBe(true);
  });

  it('merges changes (and the name) into an item, creating missing status labels, and clears values set to null', async () => {
    const b = board();
    const { itemId } = await b.createItem({
      key: 'test:before',
      name: 'Before',
      columnValues: { status: 'New', city: 'Hull', surname: 'Quay' },
    });
    await b.updateItem(itemId, { name: 'After', columnValues: { token_status: 'Used', city: null } });
    expect(await b.getItem(itemId)).toMatchObject({
      name: 'After',
      columnValues: { status: 'New', surname: 'Quay', token_status: 'Used' },
    });
    expect((await b.getItem(itemId))?.columnValues).not.toHaveProperty('city');
    expect(provider.fake.columns.find((c) => c.title === 'Token Status')?.labels).toContain('Used');
  });

  it('rejects what monday refuses (unknown item, bad value, missing column) with BoardRejectedError', async () => {
    const b = board();
    await expect(b.updateItem('999', { columnValues: { city: 'Leeds' } })).rejects.toThrow(
      new BoardRejectedError('monday.com refused the request: Item 999 not found in board'),
    );
    await expect(b.updateItem('not-an-id', { columnValues: {} })).rejects.toBeInstanceOf(BoardRejectedError);
    await expect(b.createItem({ key: 'test:x', name: 'x', columnValues: { release_date: 'next Friday' } })).rejects.toThrow(
      /ColumnValue|invalid value for column/,
    );
    await expect(b.createItem({ key: 'test:x', name: 'x', columnValues: { unknown_column: 'x' } })).rejects.toThrow(
      "monday.com board Artist submissions has no column for 'unknown_column'",
    );
    expect(await b.getItem('123456')).toBeUndefined();
    expect(await b.getItem('../x')).toBeUndefined();
  });

  it('waits out a 429 (Retry-After) and an exhausted complexity budget (retry_in_seconds), then succeeds', async () => {
    const b = board();
    await b.listColumns();
    provider.fake.faults.inject(rateLimited(2));
    provider.fake.faults.inject(complexityExhausted(3));
    const { itemId } = await b.createItem({ key: 'test:patient', name: 'Patient', columnValues: { first_name: 'Pat' } });
    expect(provider.fake.items.has(itemId)).toBe(true);
    expect(waits).toEqual([2000, 3000]);
  });

  it('reads the legacy ComplexityException body and gives up when the wait is too long or tries run out', async () => {
    const b = board();
    await b.listColumns();
    provider.fake.faults.inject({
      status: 429,
      body: {
        error_code: 'ComplexityException',
        status_code: 429,
        error_message: 'Complexity budget exhausted, query cost 30001 budget remaining 3 out of 1000000 reset in 4 seconds',
      },
    });
    await expect(b.getItem('123456')).resolves.toBeUndefined();
    expect(waits).toEqual([4000]);
    provider.fake.faults.inject(complexityExhausted(60));
    const slow = await b.getItem('123456').catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(Error);
    expect(slow).not.toBeInstanceOf(BoardRejectedError);
    expect((slow as Error).message).toBe('monday.com is rate-limiting us (Complexity budget exhausted); retry in 60 s');
    provider.fake.faults.inject({ status: 500 }, 3);
    await expect(b.getItem('123456')).rejects.toThrow('monday.com is unavailable (HTTP 500); gave up after 3 tries');
  });

  it('tests the connection with me/boards, lists the board columns and reports status', async () => {
    expect(await board().testConnection()).toEqual({
      ok: true,
      adapter: 'monday',
      message: 'Connected to monday.com as Portal Bot',
      boardId: provider.fake.boardId,
      boardName: 'Artist submissions',
    });
    expect(await board({ boardId: '1' }).testConnection()).toMatchObject({
      ok: false,
      message: 'monday.com board 1 was not found or is not shared with Portal Bot',
    });
    expect(await board({ token: 'wrong' }).testConnection()).toMatchObject({
      ok: false,
      message: 'monday.com refused the API token (HTTP 401): Not Authenticated',
    });
    const columns = await board().listColumns();
    expect(columns).toContainEqual({ id: columnId('Release Date'), title: 'Release Date', type: 'date' });
    expect(await board().status()).toEqual({
      adapter: 'monday',
      connected: true,
      message: 'monday.com board Artist submissions',
      itemCount: provider.fake.items.size,
    });
  });
});
