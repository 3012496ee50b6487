import { randomUUID } from 'node:crypto';
import { DrizzleAuthThrottleRepository } from '../../../../adapters/persistence/repositories/drizzle.auth-throttle.repository';
import { describeOnTestDatabases } from '../../../support/test-database';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute));

describeOnTestDatabases('DrizzleAuthThrottleRepository', (database) => {
  const throttle = () => new DrizzleAuthThrottleRepository(database().db);

  it('counts attempts up to the limit, then refuses until the window ends', async () => {
    const key = `account:${randomUUID()}`;
    const limit = { key, limit: 2, windowMinutes: 15 };
    expect(await throttle().reserve([limit], at(0))).toEqual({ reserved: true });
    expect(await throttle().reserve([limit], at(1))).toEqual({ reserved: true });
    expect(await throttle().read(key)).toEqual({ failures: 2, windowStartedAt: at(0) });
    expect(await throttle().reserve([limit], at(5))).toEqual({ reserved: false, retryAfterSeconds: 10 * 60 });
    expect(await throttle().reserve([limit], at(15))).toEqual({ reserved: true });
    expect(await throttle().read(key)).toEqual({ failures: 1, windowStartedAt: at(15) });
  });

  it('reserves on every key or on none', async () => {
    const open = { key: `ip:${randomUUID()}`, limit: 5, windowMinutes: 15 };
    const full = { key: `account:${randomUUID()}`, limit: 1, windowMinutes: 15 };
    await throttle().reserve([full], at(0));
    expect((await throttle().reserve([open, full], at(1))).reserved).toBe(false);
    expect(await throttle().read(open.key)).toBeUndefined();
    expect((await throttle().read(full.key))?.failures).toBe(1);
  });

  it('parallel reservations never pass the limit between them', async () => {
    const limit = { key: `account:${randomUUID()}`, limit: 3, windowMinutes: 15 };
    const other = { key: `ip:${randomUUID()}`, limit: 100, windowMinutes: 15 };
    const results = await Promise.all(Array.from({ length: 8 }, () => throttle().reserve([other, limit], at(0))));
    expect(results.filter((r) => r.reserved)).toHaveLength(3);
    expect((await throttle().read(limit.key))?.failures).toBe(3);
    expect((await throttle().read(other.key))?.failures).toBe(3);
  });

  it('refund gives one attempt back but never goes below zero; clear forgets the key', async () => {
    const key = `account:${randomUUID()}`;
    await throttle().reserve([{ key, limit: 5, windowMinutes: 15 }], at(0));
    await throttle().refund(key);
    await throttle().refund(key);
    expect((await throttle().read(key))?.failures).toBe(0);
    await throttle().clear(key);
    expect(await throttle().read(key)).toBeUndefined();
  });

  it('remembers the addresses an account signed in from, per account', async () => {
    const account = randomUUID();
    expect(await throttle().isKnownAddress(account, '203.0.113.1')).toBe(false);
    await throttle().rememberAddress(account, '203.0.113.1', at(0));
    await throttle().rememberAddress(account, '203.0.113.1', at(5));
    expect(await throttle().isKnownAddress(account, '203.0.113.1')).toBe(true);
    expect(await throttle().isKnownAddress(account, '203.0.113.2')).toBe(false);
    expect(await throttle().isKnownAddress(randomUUID(), '203.0.113.1')).toBe(false);
  });
});
