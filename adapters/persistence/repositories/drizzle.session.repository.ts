import { and, eq, isNull } from 'drizzle-orm';
import type { SessionRecord, SessionRepository, SessionRole } from '../../../application/ports/session.repository.port';
import type { Database } from '../database';
import { sessions } from '../schema';
import { scopedDb } from '../unit-of-work';

export class DrizzleSessionRepository implements SessionRepository {
  constructor(private readonly root: Database) {}

  async insert(session: SessionRecord): Promise<void> {
    await scopedDb(this.root).insert(sessions).values(session);
  }

  async find(idHash: string): Promise<SessionRecord | undefined> {
    const [row] = await scopedDb(this.root).select().from(sessions).where(eq(sessions.idHash, idHash));
    return row ? { ...row, role: row.role as SessionRole } : undefined;
  }

  async touch(idHash: string, lastSeenAt: Date, idleExpiresAt: Date): Promise<void> {
    await scopedDb(this.root).update(sessions).set({ lastSeenAt, idleExpiresAt }).where(eq(sessions.idHash, idHash));
  }

  async end(idHash: string, at: Date): Promise<void> {
    await scopedDb(this.root)
      .update(sessions)
      .set({ endedAt: at })
      .where(and(eq(sessions.idHash, idHash), isNull(sessions.endedAt)));
  }

  async endAllFor(role: SessionRole, subjectId: string, at: Date): Promise<number> {
    const rows = await scopedDb(this.root)
      .update(sessions)
      .set({ endedAt: at })
      .where(and(eq(sessions.role, role), eq(sessions.subjectId, subjectId), isNull(sessions.endedAt)))
      .returning({ idHash: sessions.idHash });
    return rows.length;
  }
}
