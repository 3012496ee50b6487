import { and, eq, sql } from 'drizzle-orm';
import type {
  AuthThrottleRepository,
  ThrottleCounter,
  ThrottleLimit,
  ThrottleReservation,
} from '../../../application/ports/auth-throttle.repository.port';
import type { Database } from '../database';
import { authKnownAddresses, authThrottle } from '../schema';

class LimitReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('limit reached');
  }
}

// Counters are written outside any business transaction on purpose: a failed sign-in rolls nothing back.
export class DrizzleAuthThrottleRepository implements AuthThrottleRepository {
  constructor(private readonly db: Database) {}

  async read(key: string): Promise<ThrottleCounter | undefined> {
    const [row] = await this.db
      .select({ failures: authThrottle.failures, windowStartedAt: authThrottle.windowStartedAt })
      .from(authThrottle)
      .where(eq(authThrottle.key, key));
    return row;
  }

  /**
   * One transaction of conditional upserts, in key order (no deadlocks between instances): each row stays
   * locked until commit, so a parallel reservation waits and then sees this one's count.
   */
  async reserve(limits: readonly ThrottleLimit[], now: Date): Promise<ThrottleReservation> {
    const ordered = [...limits].sort((a, b) => a.key.localeCompare(b.key));
    try {
      await this.db.transaction(async (tx) => {
        for (const limit of ordered) {
          const windowStart = new Date(now.getTime() - limit.windowMinutes * 60_000).toISOString();
          const expired = sql`${authThrottle.windowStartedAt} <= ${windowStart}::timestamptz`;
          const counted = await tx
            .insert(authThrottle)
            .values({ key: limit.key, failures: 1, windowStartedAt: now })
            .onConflictDoUpdate({
              target: authThrottle.key,
              set: {
                failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.failures} + 1 END`,
                windowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${authThrottle.windowStartedAt} END`,
              },
              setWhere: sql`${expired} OR ${authThrottle.failures} < ${limit.limit}`,
            })
            .returning({ key: authThrottle.key });
          if (counted.length === 0) {
            const [row] = await tx
              .select({ windowStartedAt: authThrottle.windowStartedAt })
              .from(authThrottle)
              .where(eq(authThrottle.key, limit.key));
            const end = (row?.windowStartedAt.getTime() ?? now.getTime()) + limit.windowMinutes * 60_000;
            throw new LimitReached(Math.max(1, Math.ceil((end - now.getTime()) / 1000)));
          }
        }
      });
      return { reserved: true };
    } catch (error) {
      if (error instanceof LimitReached) return { reserved: false, retryAfterSeconds: error.retryAfterSeconds };
      throw error;
    }
  }

  async refund(key: string): Promise<void> {
    await this.db
      .update(authThrottle)
      .set({ failures: sql`GREATEST(${authThrottle.failures} - 1, 0)` })
      .where(eq(authThrottle.key, key));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(authThrottle).where(eq(authThrottle.key, key));
  }

  async isKnownAddress(account: string, ip: string): Promise<boolean> {
    const rows = await this.db
      .select({ ip: authKnownAddresses.ip })
      .from(authKnownAddresses)
      .where(and(eq(authKnownAddresses.accountKey, account), eq(authKnownAddresses.ip, ip)));
    return rows.length > 0;
  }

  async rememberAddress(account: string, ip: string, now: Date): Promise<void> {
    await this.db
      .insert(authKnownAddresses)
      .values({ accountKey: account, ip, lastSuccessAt: now })
      .onConflictDoUpdate({ target: [authKnownAddresses.accountKey, authKnownAddresses.ip], set: { lastSuccessAt: now } });
  }
}
