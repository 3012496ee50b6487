import type { AccountStatusReader } from '../../../application/ports/account-status.port';
import type { SessionRole } from '../../../application/ports/session.repository.port';
import { NotifiedCache } from '../notified-cache';

const MAX_CACHED_ACCOUNTS = 20_000;
const keyOf = (role: SessionRole, subjectId: string) => `${role}:${subjectId}`;

/**
 * Whether an account is active, from memory. It is fed by the session channel: a trigger on the credentials and
 * staff tables announces every change there, so a revocation reaches every process however it was made. While the
 * channel is down, every read goes to the database.
 */
export class CachedAccountStatusReader implements AccountStatusReader {
  private readonly active: NotifiedCache<boolean>;

  constructor(
    private readonly inner: AccountStatusReader,
    channelLive: () => boolean,
  ) {
    this.active = new NotifiedCache<boolean>(MAX_CACHED_ACCOUNTS, channelLive);
  }

  async isActive(role: SessionRole, subjectId: string): Promise<boolean> {
    const found = await this.active.read(keyOf(role, subjectId), () => this.inner.isActive(role, subjectId));
    return found === true;
  }

  evictSubject(role: SessionRole, subjectId: string): void {
    this.active.evict(keyOf(role, subjectId));
  }

  clear(): void {
    this.active.clear();
  }
}
