import { randomUUID } from 'node:crypto';
import { DrizzleRecipientCapStore } from '../../../../adapters/persistence/repositories/drizzle.recipient-cap.store';
import { describeOnTestDatabases } from '../../../support/test-database';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute));

describeOnTestDatabases('DrizzleRecipientCapStore', (database) => {
  const store = () => new DrizzleRecipientCapStore(database().db);
  const cap = (limit: number) => ({ key: `client:${randomUUID()}`, limit, windowMinutes: 60 });

  it('counts distinct recipients: a known one takes no new place; a place frees an hour after its latest mail', async () => {
    const client = cap(2);
    const reserve = (recipient: string, minute: number) => store().reserve({ recipient, caps: [client], now: at(minute) });
    expect(await reserve('a@example.com', 0)).toEqual({ reserved: true });
    expect(await reserve('b@example.com', 10)).toEqual({ reserved: true });
    expect(await reserve('a@example.com', 20)).toEqual({ reserved: true });
    expect(await reserve('c@example.com', 30)).toEqual({ reserved: false, key: client.key, retryAfterSeconds: 40 * 60 });
    expect(await reserve('c@example.com', 70)).toEqual({ reserved: true });
  });

  it('records the recipient on every cap or on none', async () => {
    const open = cap(5);
    const full = cap(1);
    await store().reserve({ recipient: 'x@example.com', caps: [full], now: at(0) });
    expect((await store().reserve({ recipient: 'y@example.com', caps: [open, full], now: at(1) })).reserved).toBe(false);
    const answers = await Promise.all(
      ['p', 'q', 'r', 's'].map((name) => store().reserve({ recipient: `${name}@example.com`, caps: [open], now: at(2) })),
    );
    expect(answers.filter((a) => a.reserved)).toHaveLength(4);
    // The refused y took no place on the open cap: a fifth recipient still fits, a sixth does not.
    expect((await store().reserve({ recipient: 't@example.com', caps: [open], now: at(3) })).reserved).toBe(true);
    expect((await store().reserve({ recipient: 'u@example.com', caps: [open], now: at(3) })).reserved).toBe(false);
  });

  it('parallel reservations of different recipients never pass a cap, on one cap or across clients sharing another', async () => {
    const everyone = cap(7);
    const clients = [cap(3), cap(3), cap(3), cap(3)];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        store().reserve({ recipient: `p${i}@example.com`, caps: [clients[i % 4], everyone], now: at(0) }),
      ),
    );
    expect(answers.filter((a) => a.reserved)).toHaveLength(7);
    const perClient = clients.map((_, c) => answers.filter((a, i) => a.reserved && i % 4 === c).length);
    for (const n of perClient) expect(n).toBeLessThanOrEqual(3);
  });
});
