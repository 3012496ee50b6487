import { and, countDistinct, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { RecipientCapStore, RecipientReservation, RecipientReservationRequest } from '../../../application/ports/recipient-caps.port';
import type { Database } from '../database';
import { finishLaterRecipients as sent } from '../schema';

/** Recipients are kept a day, the longest window a cap may have. */
const KEPT_MS = 24 * 3_600_000;

/**
 * Counted and recorded in one transaction. A transaction-scoped advisory lock per cap (taken in key order, so two
 * instances never deadlock) makes parallel reservations on one cap queue up and see each other's rows.
 */
export class DrizzleRecipientCapStore implements RecipientCapStore {
  constructor(private readonly db: Database) {}

  async reserve(request: RecipientReservationRequest): Promise<RecipientReservation> {
    const caps = [...request.caps].sort((a, b) => a.key.localeCompare(b.key));
    return this.db.transaction(async (tx) => {
      for (const cap of caps) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`recipient-cap:${cap.key}`}))`);
      await this.forgetExpired(tx, new Date(request.now.getTime() - KEPT_MS));
      for (const cap of caps) {
        const windowMs = cap.windowMinutes * 60_000;
        const since = new Date(request.now.getTime() - windowMs);
        const inWindow = and(eq(sent.scopeKey, cap.key), gt(sent.sentAt, since));
        const [known] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(sent)
          .where(and(inWindow, eq(sent.recipient, request.recipient)));
        if (Number(known.n) > 0) continue;
        const [usage] = await tx
          .select({ distinct: countDistinct(sent.recipient) })
          .from(sent)
          .where(inWindow);
        if (Number(usage.distinct) < cap.limit) continue;
        // A place frees when the recipient mailed longest ago (by its latest mail) leaves the window.
        const latest = tx
          .select({ at: max(sent.sentAt).as('at') })
          .from(sent)
          .where(inWindow)
          .groupBy(sent.recipient)
          .as('latest');
        const [oldest] = await tx.select({ ms: sql<number | null>`(extract(epoch from min(${latest.at})) * 1000)::float8` }).from(latest);
        const frees = (oldest.ms === null ? request.now.getTime() : Number(oldest.ms)) + windowMs;
        return { reserved: false, key: cap.key, retryAfterSeconds: Math.max(1, Math.ceil((frees - request.now.getTime()) / 1000)) };
      }
      await tx.insert(sent).values(caps.map((cap) => ({ scopeKey: cap.key, recipient: request.recipient, sentAt: request.now })));
      return { reserved: true };
    });
  }

  /** Rows older than any window count for no cap: one transaction at a time deletes them (the others do not wait). */
  private async forgetExpired(tx: Pick<Database, 'execute' | 'delete'>, before: Date): Promise<void> {
    const lock = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(hashtext('recipient-cap:prune')) AS held`);
    const [row] = (lock as unknown as { rows: { held: boolean }[] }).rows;
    if (row?.held) await tx.delete(sent).where(lte(sent.sentAt, before));
  }
}
