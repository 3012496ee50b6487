import type { SessionRecord, SessionRepository, SessionRole } from '../../../application/ports/session.repository.port';

/** Sessions in a Map, as the database keeps them (by the id's hash). */
export class InMemorySessionRepository implements SessionRepository {
  readonly records = new Map<string, SessionRecord>();

  async insert(session: SessionRecord): Promise<void> {
    // The id hash is the table's primary key: a second insert fails there, and here.
    if (this.records.has(session.idHash)) throw new Error(`duplicate session ${session.idHash.slice(0, 8)}`);
    this.records.set(session.idHash, { ...session });
  }

  async find(idHash: string): Promise<SessionRecord | undefined> {
    const found = this.records.get(idHash);
    return found && { ...found };
  }

  async touch(idHash: string, lastSeenAt: Date, idleExpiresAt: Date): Promise<void> {
    const found = this.records.get(idHash);
    if (found) Object.assign(found, { lastSeenAt, idleExpiresAt });
  }

  async end(idHash: string, at: Date): Promise<void> {
    const found = this.records.get(idHash);
    if (found && !found.endedAt) found.endedAt = at;
  }

  async endAllFor(role: SessionRole, subjectId: string, at: Date): Promise<number> {
    let ended = 0;
    for (const record of this.records.values()) {
      if (record.role === role && record.subjectId === subjectId && !record.endedAt) {
        record.endedAt = at;
        ended++;
      }
    }
    return ended;
  }
}
