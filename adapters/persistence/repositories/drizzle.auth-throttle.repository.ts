import { eq, sql } from 'drizzle-orm';
import type { AuthThrottleRepository, ThrottleCounter } from '../../../application/ports/auth-throttle.repository.port';
import type { Database } from '../database';
import { authThrottle } from '../schema';

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

  /** One atomic upsert, so concurrent failures on several instances are all counted. */
  async recordFailure(key: string, now: Date, windowMinutes: number): Promise<ThrottleCounter> {
    const windowStart = new Date(now.getTime() - windowMinutes * 60_000);
    const [row] = await this.db
      .insert(authThrottle)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`CASE WHEN ${authThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz THEN 1 ELSE ${authThrottle.failures} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${authThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz THEN ${now.toISOString()}::timestamptz ELSE ${authThrottle.windowStartedAt} END`,
        },
      })
      .returning({ failures: authThrottle.failures, windowStartedAt: authThrottle.windowStartedAt });
    return row;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(authThrottle).where(eq(authThrottle.key, key));
  }
}
