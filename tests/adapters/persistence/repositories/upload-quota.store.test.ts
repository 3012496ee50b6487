import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../../../adapters/persistence/database';
import { DrizzleUploadQuotaStore } from '../../../../adapters/persistence/repositories/drizzle.upload-quota.store';
import type { QuotaAccount, QuotaReservationRequest } from '../../../../application/ports/upload-quota.port';
import { openTestDatabase, testEngines } from '../../../support/test-database';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute));

describe.each(testEngines())('DrizzleUploadQuotaStore on %s', (engine) => {
  let database: DatabaseHandle;
  let quota: DrizzleUploadQuotaStore;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    quota = new DrizzleUploadQuotaStore(database.db);
  });
  afterAll(() => database.close());

  const session = (files: number, bytes = 1000): QuotaAccount => ({
    scope: 'session',
    key: `s:${randomUUID()}`,
    allowance: { files, bytes },
  });
  const address = (files: number, bytes = 1000): QuotaAccount => ({
    scope: 'address',
    key: `a:${randomUUID()}`,
    allowance: { files, bytes },
  });
  const request = (accounts: QuotaAccount[], bytes: number, now = at(0)): QuotaReservationRequest => ({
    id: randomUUID(),
    accounts,
    bytes,
    now,
    windowSeconds: 3600,
  });

  it('reserves until the file allowance is spent, then says whose and how much is used', async () => {
    const account = session(2);
    expect(await quota.reserve(request([account], 10, at(0)))).toEqual({ reserved: true });
    expect(await quota.reserve(request([account], 20, at(1)))).toEqual({ reserved: true });
    expect(await quota.reserve(request([account], 1, at(2)))).toEqual({
      reserved: false,
      scope: 'session',
      usage: { files: 2, bytes: 30 },
      oldestAt: at(0),
    });
  });

  it('counts bytes too; settle corrects a reservation to the stored size, release frees it', async () => {
    const account = session(10, 100);
    const big = request([account], 90);
    await quota.reserve(big);
    expect((await quota.reserve(request([account], 20))).reserved).toBe(false);
    await quota.settle(big.id, 50);
    expect((await quota.reserve(request([account], 20))).reserved).toBe(true);
    await quota.release(big.id);
    await quota.release(big.id);
    expect((await quota.reserve(request([account], 75))).reserved).toBe(true);
  });

  it('charges both accounts or neither: a full address refuses and the session is not charged', async () => {
    const form = session(1);
    const ip = address(1);
    await quota.reserve(request([ip], 1));
    expect(await quota.reserve(request([form, ip], 1))).toMatchObject({ reserved: false, scope: 'address', usage: { files: 1, bytes: 1 } });
    expect(await quota.reserve(request([form], 1))).toEqual({ reserved: true });
  });

  it('reservations older than the window no longer count', async () => {
    const account = session(1);
    await quota.reserve(request([account], 1, at(0)));
    expect((await quota.reserve(request([account], 1, at(59)))).reserved).toBe(false);
    expect((await quota.reserve(request([account], 1, at(61)))).reserved).toBe(true);
  });

  it('parallel reservations on one account never pass the allowance', async () => {
    const account = session(3, 1_000_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => quota.reserve(request([account, address(100, 1_000_000)], 1))));
    expect(results.filter((r) => r.reserved)).toHaveLength(3);
  });

  it('pruneBefore forgets old reservations and counts them', async () => {
    const account = session(5);
    await quota.reserve(request([account], 1, new Date('2020-01-01T00:00:00Z')));
    await quota.reserve(request([account], 1, new Date('2020-01-02T00:00:00Z')));
    expect(await quota.pruneBefore(new Date('2021-01-01T00:00:00Z'))).toBeGreaterThanOrEqual(2);
    expect(await quota.pruneBefore(new Date('2021-01-01T00:00:00Z'))).toBe(0);
  });
});
