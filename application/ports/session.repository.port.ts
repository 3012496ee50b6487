export type SessionRole = 'artist' | 'staff';

export interface SessionRecord {
  idHash: string;
  role: SessionRole;
  subjectId: string;
  createdAt: Date;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  endedAt: Date | null;
  ip: string | null;
  userAgent: string | null;
}

/** Server-side sessions, keyed by the SHA-256 of the id the client holds. */
export interface SessionRepository {
  insert(session: SessionRecord): Promise<void>;
  find(idHash: string): Promise<SessionRecord | undefined>;
  touch(idHash: string, lastSeenAt: Date, idleExpiresAt: Date): Promise<void>;
  end(idHash: string, at: Date): Promise<void>;
  endAllFor(role: SessionRole, subjectId: string, at: Date): Promise<number>;
}
export const SESSION_REPOSITORY = Symbol('SessionRepository');
