import type { SessionRole } from '../../../application/ports/session.repository.port';
import { SessionService } from '../../../application/use-cases/identity/session-service';
import { ManualClock } from '../../fakes/manual.clock';
import { InMemorySessionRepository } from '../../support/in-memory/in-memory.session.repository';
import { SequentialOpaqueTokens } from '../../support/in-memory/sequential.opaque-tokens';

const MINUTE = 60_000;

function setUp() {
  const clock = new ManualClock('2030-01-01T09:00:00Z');
  const sessions = new InMemorySessionRepository();
  const tokens = new SequentialOpaqueTokens();
  const inactive = new Set<string>();
  const accounts = { isActive: async (role: SessionRole, subjectId: string) => !inactive.has(`${role}:${subjectId}`) };
  const service = new SessionService({ sessions, tokens, clock, policy: { idleMinutes: 120, absoluteHours: 168 }, accounts });
  return { clock, sessions, tokens, inactive, service };
}

describe('sessions, without Nest or a database', () => {
  it('stores only the hash of the id the client holds, with idle and absolute expiry', async () => {
    const { service, sessions, tokens, clock } = setUp();
    const { token, expiresAt } = await service.start({ role: 'artist', subjectId: 'a1', userAgent: 'x'.repeat(600) });
    expect(sessions.records.has(token)).toBe(false);
    const stored = sessions.records.get(tokens.digest(token));
    expect(stored).toMatchObject({ role: 'artist', subjectId: 'a1', endedAt: null });
    expect(stored?.userAgent).toHaveLength(500);
    expect(stored?.idleExpiresAt.getTime()).toBe(clock.now().getTime() + 120 * MINUTE);
    expect(expiresAt.getTime()).toBe(clock.now().getTime() + 168 * 60 * MINUTE);
    expect(await service.resolve(token)).toEqual({ role: 'artist', subjectId: 'a1' });
  });

  it('ends the session the client held before when it signs in again', async () => {
    const { service } = setUp();
    const first = await service.start({ role: 'artist', subjectId: 'a1' });
    const second = await service.start({ role: 'artist', subjectId: 'a1', replacing: first.token });
    expect(await service.resolve(first.token)).toBeUndefined();
    expect(await service.resolve(second.token)).toEqual({ role: 'artist', subjectId: 'a1' });
  });

  it('expires after the idle time, but each request keeps it alive (written at most once a minute)', async () => {
    const { service, sessions, tokens, clock } = setUp();
    const { token } = await service.start({ role: 'staff', subjectId: 's1' });
    clock.advance(30 * 1000);
    await service.resolve(token);
    expect(sessions.records.get(tokens.digest(token))?.lastSeenAt.getTime()).toBe(new Date('2030-01-01T09:00:00Z').getTime());
    clock.advance(100 * MINUTE);
    expect(await service.resolve(token)).toBeDefined();
    clock.advance(100 * MINUTE);
    expect(await service.resolve(token)).toBeDefined();
    clock.advance(121 * MINUTE);
    expect(await service.resolve(token)).toBeUndefined();
    expect(sessions.records.get(tokens.digest(token))?.endedAt).not.toBeNull();
  });

  it('ends at the absolute limit however active it is', async () => {
    const { service, clock } = setUp();
    const { token } = await service.start({ role: 'artist', subjectId: 'a1' });
    for (let hour = 0; hour < 167; hour++) {
      clock.advance(60 * MINUTE);
      expect(await service.resolve(token)).toBeDefined();
    }
    clock.advance(60 * MINUTE);
    expect(await service.resolve(token)).toBeUndefined();
  });

  it("ends a session at once when the person's account is no longer active", async () => {
    const { service, inactive } = setUp();
    const { token } = await service.start({ role: 'artist', subjectId: 'a1' });
    inactive.add('artist:a1');
    expect(await service.resolve(token)).toBeUndefined();
    inactive.clear();
    expect(await service.resolve(token)).toBeUndefined();
  });

  it('signs out one session, or every session of one person', async () => {
    const { service } = setUp();
    const phone = await service.start({ role: 'artist', subjectId: 'a1' });
    const laptop = await service.start({ role: 'artist', subjectId: 'a1' });
    const other = await service.start({ role: 'artist', subjectId: 'a2' });
    await service.end(phone.token);
    expect(await service.resolve(phone.token)).toBeUndefined();
    expect(await service.resolve(laptop.token)).toBeDefined();
    expect(await service.endAllFor('artist', 'a1')).toBe(1);
    expect(await service.resolve(laptop.token)).toBeUndefined();
    expect(await service.resolve(other.token)).toBeDefined();
  });

  it('knows nothing of a token it never issued', async () => {
    const { service } = setUp();
    expect(await service.resolve('token-999')).toBeUndefined();
  });
});
