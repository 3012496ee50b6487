import { randomUUID } from 'node:crypto';
import type { SessionRecord, SessionRepository } from '../../application/ports/session.repository.port';
import { builderOf } from '../support/builders/builder';
import { type PortSuiteHarness, describePortSuite } from './suite-harness';

export interface SessionRepositoryHarness extends PortSuiteHarness {
  sessions: SessionRepository;
}

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute));

const aSession = builderOf<SessionRecord>(() => ({
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
}));

/** What every SessionRepository does: the database adapter and the in-memory fake alike. */
export function describeSessionRepositoryPortSuite(name: string, make: () => Promise<SessionRepositoryHarness>): void {
  describePortSuite('SessionRepository', name, make, (harness) => {
    const sessions = () => harness().sessions;

    it('reads back what it stored, and nothing for an unknown hash', async () => {
      const session = aSession({ role: 'staff' });
      await sessions().insert(session);
      expect(await sessions().find(session.idHash)).toEqual(session);
      expect(await sessions().find('unknown')).toBeUndefined();
    });

    it('refuses a second session under the same hash and keeps the first', async () => {
      const session = aSession();
      await sessions().insert(session);
      await expect(sessions().insert(aSession({ idHash: session.idHash, ip: '198.51.100.1' }))).rejects.toThrow();
      expect((await sessions().find(session.idHash))?.ip).toBe('203.0.113.7');
    });

    it('hands out copies: changing a found record changes nothing stored', async () => {
      const session = aSession();
      await sessions().insert(session);
      const found = await sessions().find(session.idHash);
      if (found) found.endedAt = at(1);
      expect((await sessions().find(session.idHash))?.endedAt).toBeNull();
    });

    it('touch moves last-seen and idle expiry only; end keeps the first end time', async () => {
      const session = aSession();
      await sessions().insert(session);
      await sessions().touch(session.idHash, at(10), at(40));
      expect(await sessions().find(session.idHash)).toEqual({ ...session, lastSeenAt: at(10), idleExpiresAt: at(40) });
      await sessions().end(session.idHash, at(12));
      await sessions().end(session.idHash, at(15));
      expect(await sessions().find(session.idHash)).toEqual({ ...session, lastSeenAt: at(10), idleExpiresAt: at(40), endedAt: at(12) });
    });

    it("endAllFor ends and counts only the subject's live sessions of that role", async () => {
      const subjectId = randomUUID();
      const live = [aSession({ subjectId }), aSession({ subjectId })];
      const ended = aSession({ subjectId, endedAt: at(1) });
      const staff = aSession({ subjectId, role: 'staff' });
      const someoneElse = aSession();
      for (const s of [...live, ended, staff, someoneElse]) await sessions().insert(s);
      expect(await sessions().endAllFor('artist', subjectId, at(20))).toBe(2);
      for (const s of live) expect((await sessions().find(s.idHash))?.endedAt).toEqual(at(20));
      expect((await sessions().find(ended.idHash))?.endedAt).toEqual(at(1));
      expect((await sessions().find(staff.idHash))?.endedAt).toBeNull();
      expect((await sessions().find(someoneElse.idHash))?.endedAt).toBeNull();
      expect(await sessions().endAllFor('artist', subjectId, at(21))).toBe(0);
    });
  });
}
