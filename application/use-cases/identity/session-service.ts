import type { AccountStatusReader } from '../../ports/account-status.port';
import type { Clock } from '../../ports/clock.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import type { SessionRecord, SessionRepository, SessionRole } from '../../ports/session.repository.port';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export interface StartedSession {
  /** The opaque id the client keeps (cookie or bearer); never stored. */
  token: string;
  expiresAt: Date;
}

export interface ActiveSession {
  role: SessionRole;
  subjectId: string;
}

// Writing last_seen on every request would turn reads into writes; a minute of idle-time slack is harmless.
const TOUCH_EVERY_MS = 60_000;

export interface SessionServiceDeps {
  sessions: SessionRepository;
  tokens: OpaqueTokens;
  clock: Clock;
  policy: SessionPolicy;
  accounts: AccountStatusReader;
}

/** Server-side sessions: idle and absolute expiry, rotation on sign-in, ended on sign-out. */
export class SessionService {
  constructor(private readonly deps: SessionServiceDeps) {}

  /** A new id every sign-in; the session the client held before (if any) ends, so a planted id is useless. */
  async start(input: {
    role: SessionRole;
    subjectId: string;
    ip?: string;
    userAgent?: string;
    replacing?: string;
  }): Promise<StartedSession> {
    const now = this.deps.clock.now();
    if (input.replacing) await this.deps.sessions.end(this.deps.tokens.digest(input.replacing), now);
    const token = this.deps.tokens.generate();
    const record: SessionRecord = {
      idHash: this.deps.tokens.digest(token),
      role: input.role,
      subjectId: input.subjectId,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: this.idleExpiry(now),
      absoluteExpiresAt: new Date(now.getTime() + this.deps.policy.absoluteHours * 3_600_000),
      endedAt: null,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    };
    await this.deps.sessions.insert(record);
    return { token, expiresAt: record.absoluteExpiresAt };
  }

  async resolve(token: string): Promise<ActiveSession | undefined> {
    const idHash = this.deps.tokens.digest(token);
    const session = await this.deps.sessions.find(idHash);
    const now = this.deps.clock.now();
    if (!session || session.endedAt) return undefined;
    if (now >= session.idleExpiresAt || now >= session.absoluteExpiresAt) {
      await this.deps.sessions.end(idHash, now);
      return undefined;
    }
    // A deactivated staff account or a revoked artist loses every session at once, however it was changed.
    if (!(await this.deps.accounts.isActive(session.role, session.subjectId))) {
      await this.deps.sessions.end(idHash, now);
      return undefined;
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await this.deps.sessions.touch(idHash, now, this.idleExpiry(now));
    return { role: session.role, subjectId: session.subjectId };
  }

  async end(token: string): Promise<void> {
    await this.deps.sessions.end(this.deps.tokens.digest(token), this.deps.clock.now());
  }

  /** Ends every session of one person (e.g. when their access is revoked). */
  async endAllFor(role: SessionRole, subjectId: string): Promise<number> {
    return this.deps.sessions.endAllFor(role, subjectId, this.deps.clock.now());
  }

  private idleExpiry(now: Date): Date {
    return new Date(now.getTime() + this.deps.policy.idleMinutes * 60_000);
  }
}
