import type { AccountStatusReader } from '../../../application/ports/account-status.port';
import type { SessionRole } from '../../../application/ports/session.repository.port';

const MAX_CACHED_ACCOUNTS = 20_000;
const keyOf = (role: SessionRole, subjectId: string) => `${role}:${subjectId}`;

/**
 * Whether an account is active, from memory. It is fed by the session channel: a trigger on the credentials and
 * staff tables announces every change there, so a revocation reaches every process however it was made. While the
 * channel is down, every read goes to the database.
 */
export class CachedAccountStatusReader implements AccountStatusReader {
  private readonly active = new Map<string, boolean>();
  /** Bumped by every eviction: a read that started before one must not cache what it read. */
  private evictions = 0;

  constructor(
    private readonly inner: AccountStatusReader,
    private readonly channelLive: () => boolean,
  ) {}

  async isActive(role: SessionRole, subjectId: string): Promise<boolean> {
    if (!this.channelLive()) return this.inner.isActive(role, subjectId);
    const key = keyOf(role, subjectId);
    const cached = this.active.get(key);
    if (cached !== undefined) return cached;
    const readStartedAt = this.evictions;
    const found = await this.inner.isActive(role, subjectId);
    if (readStartedAt === this.evictions) {
      this.active.set(key, found);
      if (this.active.size > MAX_CACHED_ACCOUNTS) this.active.delete(this.active.keys().next().value as string);
    }
    return found;
  }

  evictSubject(role: SessionRole, subjectId: string): void {
    this.evictions++;
    this.active.delete(keyOf(role, subjectId));
  }

  clear(): void {
    this.evictions++;
    this.active.clear();
  }
}
