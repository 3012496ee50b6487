import { randomUUID } from 'node:crypto';
import { DrizzleRateLimiter } from '../../../../adapters/persistence/repositories/drizzle.rate-limiter';
import { ManualClock } from '../../../fakes/manual.clock';
import { describeOnTestDatabases } from '../../../support/test-database';
import { countRows } from './seed-rows';

describeOnTestDatabases('DrizzleRateLimiter', (database) => {
  it('allows up to the limit in a window, then refuses with the seconds left in it', async () => {
    const clock = new ManualClock('2030-01-01T10:00:10Z');
    const limiter = new DrizzleRateLimiter(database().db, clock);
    const ip = randomUUID();
    for (let i = 0; i < 3; i++) expect((await limiter.hit('login', ip, 3, 60)).allowed).toBe(true);
    expect(await limiter.hit('login', ip, 3, 60)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    clock.set('2030-01-01T10:01:00Z');
    expect(await limiter.hit('login', ip, 3, 60)).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it('counts per bucket and per subject', async () => {
    const limiter = new DrizzleRateLimiter(database().db, new ManualClock('2030-01-01T10:00:00Z'));
    const ip = randomUUID();
    expect((await limiter.hit('a', ip, 1, 60)).allowed).toBe(true);
    expect((await limiter.hit('b', ip, 1, 60)).allowed).toBe(true);
    expect((await limiter.hit('a', randomUUID(), 1, 60)).allowed).toBe(true);
    expect((await limiter.hit('a', ip, 1, 60)).allowed).toBe(false);
  });

  it('two limiters on one database share the counters, and parallel hits never over-admit', async () => {
    const clock = new ManualClock('2030-01-01T11:00:00Z');
    const first = new DrizzleRateLimiter(database().db, clock);
    const second = new DrizzleRateLimiter(database().db, clock);
    const ip = randomUUID();
    const decisions = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).hit('upload', ip, 4, 60)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(4);
  });

  it('prunes windows older than a day', async () => {
    const clock = new ManualClock('2030-02-01T00:00:00Z');
    const ip = randomUUID();
    await new DrizzleRateLimiter(database().db, clock).hit('old', ip, 5, 60);
    expect(await countRows(database(), 'rate_limit_hits', 'subject = $1', [ip])).toBe(1);
    clock.advance(2 * 86_400_000);
    await new DrizzleRateLimiter(database().db, clock).hit('new', randomUUID(), 5, 60);
    expect(await countRows(database(), 'rate_limit_hits', 'subject = $1', [ip])).toBe(0);
  });
});
