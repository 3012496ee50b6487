import { randomUUID } from 'node:crypto';
import { DrizzleIdempotencyStore } from '../../../../adapters/persistence/repositories/drizzle.idempotency.store';
import { DrizzleUnitOfWork } from '../../../../adapters/persistence/unit-of-work';
import { describeOnTestDatabases } from '../../../support/test-database';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute));

describeOnTestDatabases('DrizzleIdempotencyStore', (database) => {
  const store = () => new DrizzleIdempotencyStore(database().db);

  it('keeps the first answer for a key; a second save loses and changes nothing', async () => {
    const key = randomUUID();
    expect(await store().find('submit', key)).toBeNull();
    expect(await store().saveAnswer('submit', key, 'hash-1', { status: 201, body: { id: 'first' } }, at(0))).toBe(true);
    expect(await store().saveAnswer('submit', key, 'hash-2', { status: 409, body: { id: 'second' } }, at(1))).toBe(false);
    expect(await store().find('submit', key)).toEqual({
      requestHash: 'hash-1',
      status: 'done',
      responseStatus: 201,
      responseBody: { id: 'first' },
      createdAt: at(0),
    });
  });

  it('scopes keys: the same key in another scope is another record', async () => {
    const key = randomUUID();
    await store().saveAnswer('submit', key, 'h', { status: 201, body: 'a' }, at(0));
    expect(await store().saveAnswer('resubmit', key, 'h', { status: 200, body: 'b' }, at(0))).toBe(true);
    expect((await store().find('resubmit', key))?.responseBody).toBe('b');
    expect((await store().find('submit', key))?.responseBody).toBe('a');
  });

  it('parallel saves of one key inside units of work: exactly one wins', async () => {
    const key = randomUUID();
    const unitOfWork = new DrizzleUnitOfWork(database().db);
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => unitOfWork.run(() => store().saveAnswer('submit', key, `h${n}`, { status: 201, body: n }, at(0)))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results.indexOf(true) + 1;
    expect(await store().find('submit', key)).toMatchObject({ requestHash: `h${winner}`, responseBody: winner });
  });

  it('a save inside a rolled-back unit of work leaves no answer', async () => {
    const key = randomUUID();
    const unitOfWork = new DrizzleUnitOfWork(database().db);
    await expect(
      unitOfWork.run(async () => {
        await store().saveAnswer('submit', key, 'h', { status: 201, body: null }, at(0));
        throw new Error('the work failed after saving');
      }),
    ).rejects.toThrow('the work failed');
    expect(await store().find('submit', key)).toBeNull();
  });

  it('expireInFlight removes an old in-flight record only; done answers stay', async () => {
    const stale = randomUUID();
    const fresh = randomUUID();
    await database().query(
      "INSERT INTO idempotency_keys (scope, key, request_hash, status, created_at) VALUES ('submit', $1, 'h', 'in_flight', $2)",
      [stale, at(0).toISOString()],
    );
    await database().query(
      "INSERT INTO idempotency_keys (scope, key, request_hash, status, created_at) VALUES ('submit', $1, 'h', 'in_flight', $2)",
      [fresh, at(10).toISOString()],
    );
    const done = randomUUID();
    await store().saveAnswer('submit', done, 'h', { status: 201, body: 1 }, at(0));

    expect((await store().find('submit', stale))?.status).toBe('in_flight');
    for (const key of [stale, fresh, done]) await store().expireInFlight('submit', key, at(5));
    expect(await store().find('submit', stale)).toBeNull();
    expect((await store().find('submit', fresh))?.status).toBe('in_flight');
    expect((await store().find('submit', done))?.status).toBe('done');
  });

  it('pruneBefore deletes records older than the cutoff and counts them', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    await store().saveAnswer('prune', old, 'h', { status: 201, body: 1 }, new Date('2020-01-01T00:00:00Z'));
    await store().saveAnswer('prune', recent, 'h', { status: 201, body: 1 }, new Date('2040-01-01T00:00:00Z'));
    expect(await store().pruneBefore(new Date('2021-01-01T00:00:00Z'))).toBe(1);
    expect(await store().find('prune', old)).toBeNull();
    expect(await store().find('prune', recent)).not.toBeNull();
  });
});
