import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../../../adapters/persistence/database';
import { DrizzleSessionRepository } from '../../../../adapters/persistence/repositories/drizzle.session.repository';
import type { SessionRecord } from '../../../../application/ports/session.repository.port';
import { openTestDatabase, testEngines } from '../../../support/test-database';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute));

function aSession(overrides: Partial<SessionRecord> = {}): SessionRecord {
  return {
    idHash: randomUUID(),
    role: 'artist',
    subjectId: randomUUID(),
    createdAt: at(0),
    lastSeenAt: at(0),
    idleExpiresAt: at(30),
    absoluteExpiresAt: at(59),
    endedAt: null,
    ip: '203.0.113.7',
    userAgent: 'jest',
    ...overrides,
  };
}

describe.each(testEngines())('DrizzleSessionRepository on %s', (engine) => {
  let database: DatabaseHandle;
  let sessions: DrizzleSessionRepository;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    sessions = new DrizzleSessionRepository(database.db);
  });
  afterAll(() => database.close());

  it('reads back every field it stored, and nothing for an unknown hash', async () => {
    const session = aSession({ role: 'staff' });
    await sessions.insert(session);
    expect(await sessions.find(session.idHash)).toEqual(session);
    expect(await sessions.find('no-such-hash')).toBeUndefined();
  });

  it('refuses a second session under the same id hash', async () => {
    const session = aSession();
    await sessions.insert(session);
    await expect(sessions.insert(aSession({ idHash: session.idHash }))).rejects.toThrow();
  });

  it('touch moves last-seen and the idle expiry only', async () => {
    const session = aSession();
    await sessions.insert(session);
    await sessions.touch(session.idHash, at(10), at(40));
    expect(await sessions.find(session.idHash)).toEqual({ ...session, lastSeenAt: at(10), idleExpiresAt: at(40) });
  });

  it('end keeps the first end time when ended twice', async () => {
    const session = aSession();
    await sessions.insert(session);
    await sessions.end(session.idHash, at(5));
    await sessions.end(session.idHash, at(9));
    expect((await sessions.find(session.idHash))?.endedAt).toEqual(at(5));
  });

  it("endAllFor ends only that subject's live sessions of that role and counts them", async () => {
    const subjectId = randomUUID();
    const live = [aSession({ subjectId }), aSession({ subjectId })];
    const alreadyEnded = aSession({ subjectId, endedAt: at(1) });
    const staffWithSameId = aSession({ subjectId, role: 'staff' });
    const someoneElse = aSession();
    for (const s of [...live, alreadyEnded, staffWithSameId, someoneElse]) await sessions.insert(s);

    expect(await sessions.endAllFor('artist', subjectId, at(20))).toBe(2);
    for (const s of live) expect((await sessions.find(s.idHash))?.endedAt).toEqual(at(20));
    expect((await sessions.find(alreadyEnded.idHash))?.endedAt).toEqual(at(1));
    expect((await sessions.find(staffWithSameId.idHash))?.endedAt).toBeNull();
    expect((await sessions.find(someoneElse.idHash))?.endedAt).toBeNull();
    expect(await sessions.endAllFor('artist', subjectId, at(21))).toBe(0);
  });
});
