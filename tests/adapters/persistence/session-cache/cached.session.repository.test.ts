import { randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../../../adapters/persistence/database';
import { DrizzleSessionRepository } from '../../../../adapters/persistence/repositories/drizzle.session.repository';
import { CachedSessionRepository } from '../../../../adapters/persistence/session-cache/cached.session.repository';
import type { SessionRecord, SessionRepository } from '../../../../application/ports/session.repository.port';
import { DrizzleUnitOfWork } from '../../../../adapters/persistence/unit-of-work';
import { eventually } from '../../../support/eventually';
import { twoProcesses } from './two-processes';
import { openTestDatabase, testEngines } from '../../../support/test-database';

const NOW = new Date('2026-03-01T12:00:00Z');

function aSession(overrides: Partial<SessionRecord> = {}): SessionRecord {
  return {
    idHash: randomBytes(16).toString('hex'),
    role: 'artist',
    subjectId: randomUUID(),
    createdAt: NOW,
    lastSeenAt: NOW,
    idleExpiresAt: new Date(NOW.getTime() + 3_600_000),
    absoluteExpiresAt: new Date(NOW.getTime() + 86_400_000),
    endedAt: null,
    ip: null,
    userAgent: null,
    ...overrides,
  };
}

/** The database repository, counting the reads that reach it. */
class CountingRepository extends DrizzleSessionRepository {
  reads = 0;
  override async find(idHash: string) {
    this.reads++;
    return super.find(idHash);
  }
}

describe.each(testEngines())('CachedSessionRepository on %s', (engine) => {
  const processes = twoProcesses(engine, (db) => new CountingRepository(db));

  it('answers repeated lookups of a live session from memory', async () => {
    const session = aSession();
    await processes.thisProcess.insert(session);
    const before = processes.repository.reads;
    for (let i = 0; i < 5; i++) expect((await processes.thisProcess.find(session.idHash))?.subjectId).toBe(session.subjectId);
    expect(processes.repository.reads - before).toBe(1);
  });

  it('sees a sign-out at once in the process that ended it', async () => {
    const session = aSession();
    await processes.thisProcess.insert(session);
    await processes.thisProcess.find(session.idHash);
    await processes.thisProcess.end(session.idHash, NOW);
    expect((await processes.thisProcess.find(session.idHash))?.endedAt).toEqual(NOW);
  });

  it('drops the copy another process holds once the sign-out commits', async () => {
    const session = aSession();
    await processes.thisProcess.insert(session);
    expect((await processes.otherProcess.find(session.idHash))?.endedAt).toBeNull();
    await processes.thisProcess.end(session.idHash, NOW);
    await eventually(async () => (await processes.otherProcess.find(session.idHash))?.endedAt != null);
  });

  it('ends every cached session of a person everywhere on revocation', async () => {
    const subjectId = randomUUID();
    const first = aSession({ subjectId });
    const second = aSession({ subjectId });
    for (const s of [first, second]) {
      await processes.thisProcess.insert(s);
      await processes.thisProcess.find(s.idHash);
      await processes.otherProcess.find(s.idHash);
    }
    expect(await processes.thisProcess.endAllFor('artist', subjectId, NOW)).toBe(2);
    for (const s of [first, second]) expect((await processes.thisProcess.find(s.idHash))?.endedAt).toEqual(NOW);
    await eventually(async () => {
      const seen = await Promise.all([first, second].map((s) => processes.otherProcess.find(s.idHash)));
      return seen.every((s) => s?.endedAt != null);
    });
  });

  it('keeps the new idle expiry after a touch in every process', async () => {
    const session = aSession();
    await processes.thisProcess.insert(session);
    await processes.otherProcess.find(session.idHash);
    const later = new Date(NOW.getTime() + 60_000);
    const idle = new Date(later.getTime() + 3_600_000);
    await processes.thisProcess.touch(session.idHash, later, idle);
    await eventually(async () => (await processes.otherProcess.find(session.idHash))?.idleExpiresAt.getTime() === idle.getTime());
  });

  it('tells other processes nothing when the ending transaction rolls back', async () => {
    const session = aSession();
    await processes.thisProcess.insert(session);
    await processes.otherProcess.find(session.idHash);
    const unitOfWork = new DrizzleUnitOfWork(processes.database.db);
    await expect(
      unitOfWork.run(async () => {
        await processes.thisProcess.end(session.idHash, NOW);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await processes.thisProcess.find(session.idHash))?.endedAt).toBeNull();
    expect((await processes.otherProcess.find(session.idHash))?.endedAt).toBeNull();
  });
});

describe('CachedSessionRepository without its notifications', () => {
  it('reads through to the database while the subscription is down', async () => {
    let live = true;
    const stored = aSession();
    const reads: string[] = [];
    const inner: SessionRepository = {
      insert: async () => undefined,
      find: async (idHash) => (reads.push(idHash), stored),
      touch: async () => undefined,
      end: async () => undefined,
      endAllFor: async () => 0,
    };
    const database = await openTestDatabase('pglite');
    const handle: DatabaseHandle = {
      ...database,
      listen: async () => ({
        get live() {
          return live;
        },
        close: async () => undefined,
      }),
    };
    const repository = await CachedSessionRepository.open(inner, handle);
    await repository.find(stored.idHash);
    await repository.find(stored.idHash);
    expect(reads).toHaveLength(1);
    live = false;
    await repository.find(stored.idHash);
    await repository.find(stored.idHash);
    expect(reads).toHaveLength(3);
    await repository.close();
    await database.close();
  });
});
