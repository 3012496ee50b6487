import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../../../application/ports/clock.port';
import type { RateLimitDecision, RateLimiter } from '../../../application/ports/security.port';
import type { Database } from '../database';
import { rateLimitHits } from '../schema';

/** Fixed windows counted with one upsert, so every API instance on the same database shares the counters. */
export class DrizzleRateLimiter implements RateLimiter {
  private lastPrune = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async hit(bucket: string, subject: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const now = this.clock.now().getTime();
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ bucket, subject, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.bucket, rateLimitHits.subject, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    await this.pruneNow(now);
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
    return { allowed: row.hits <= limit, retryAfterSeconds };
  }

  private async pruneNow(now: number): Promise<void> {
    if (now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    await this.db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - 86_400_000)));
  }
}
