import { sql } from 'drizzle-orm';
import type { AccountStatusReader } from '../../../application/ports/account-status.port';
import type { SessionRecord, SessionRepository, SessionRole } from '../../../application/ports/session.repository.port';
import type { Database, DatabaseHandle, Subscription } from '../database';
import { scopedDb } from '../unit-of-work';
import { CachedAccountStatusReader } from './cached.account-status.reader';
import { SessionCache } from './session-cache';

export const SESSION_CHANGES_CHANNEL = 'session_changes';
const MAX_CACHED_SESSIONS = 20_000;

type SessionChange = { idHash: string } | { role: SessionRole; subjectId: string };

/**
 * Session reads from memory instead of a database round trip per request. Every write (touch, end, end-all) sends
 * a NOTIFY in the same transaction, so each process on the database (this one included) drops its copy once the
 * write commits; the writing process also drops it at once. While the subscription is down, reads go to the database.
 */
export class CachedSessionRepository implements SessionRepository {
  private readonly cache = new SessionCache(MAX_CACHED_SESSIONS);
  private readonly accountCaches: CachedAccountStatusReader[] = [];
  private subscription: Subscription | undefined;

  private constructor(
    private readonly inner: SessionRepository,
    private readonly root: Database,
  ) {}

  static async open(inner: SessionRepository, database: DatabaseHandle): Promise<CachedSessionRepository> {
    const repository = new CachedSessionRepository(inner, database.db);
    repository.subscription = await database.listen(
      SESSION_CHANGES_CHANNEL,
      (payload) => repository.apply(payload),
      () => repository.forgetEverything(),
    );
    return repository;
  }

  /** Account status read through the same channel: a change to a person's account drops their cached status. */
  cachedAccountStatus(inner: AccountStatusReader): AccountStatusReader {
    const cached = new CachedAccountStatusReader(inner, () => this.subscription?.live === true);
    this.accountCaches.push(cached);
    return cached;
  }

  async insert(session: SessionRecord): Promise<void> {
    await this.inner.insert(session);
  }

  async find(idHash: string): Promise<SessionRecord | undefined> {
    if (!this.subscription?.live) return this.inner.find(idHash);
    const cached = this.cache.get(idHash);
    if (cached) return cached;
    const readStartedAt = this.cache.generation;
    const found = await this.inner.find(idHash);
    if (found && !found.endedAt) this.cache.setIfUnchanged(found, readStartedAt);
    return found;
  }

  async touch(idHash: string, lastSeenAt: Date, idleExpiresAt: Date): Promise<void> {
    this.cache.evict(idHash);
    await this.inner.touch(idHash, lastSeenAt, idleExpiresAt);
    await this.publish({ idHash });
  }

  async end(idHash: string, at: Date): Promise<void> {
    this.cache.evict(idHash);
    await this.inner.end(idHash, at);
    await this.publish({ idHash });
  }

  async endAllFor(role: SessionRole, subjectId: string, at: Date): Promise<number> {
    this.cache.evictSubject(role, subjectId);
    const ended = await this.inner.endAllFor(role, subjectId, at);
    await this.publish({ role, subjectId });
    return ended;
  }

  async close(): Promise<void> {
    this.forgetEverything();
    await this.subscription?.close();
  }

  /** Sent through the caller's transaction when there is one, so other processes hear of it only after commit. */
  private async publish(change: SessionChange): Promise<void> {
    await scopedDb(this.root).execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${JSON.stringify(change)})`);
  }

  private apply(payload: string): void {
    try {
      const change = JSON.parse(payload) as SessionChange;
      if ('idHash' in change) this.cache.evict(change.idHash);
      else {
        this.cache.evictSubject(change.role, change.subjectId);
        for (const accounts of this.accountCaches) accounts.evictSubject(change.role, change.subjectId);
      }
    } catch {
      // A message this code did not write: the safe answer is to forget everything.
      this.forgetEverything();
    }
  }

  private forgetEverything(): void {
    this.cache.clear();
    for (const accounts of this.accountCaches) accounts.clear();
  }
}
