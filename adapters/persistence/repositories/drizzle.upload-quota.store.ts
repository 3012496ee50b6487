import { and, eq, gt, lt, min, sql } from 'drizzle-orm';
import type {
  QuotaAccount,
  QuotaReservationRequest,
  QuotaReservationResult,
  UploadQuotaStore,
} from '../../../application/ports/upload-quota.port';
import { fitsAllowance } from '../../../domain/files/upload-quota';
import type { Database } from '../database';
import { uploadQuotaReservations as reservations } from '../schema';

const column = (account: QuotaAccount) => (account.scope === 'session' ? reservations.sessionKey : reservations.addressKey);

/**
 * Reservations counted and written in one transaction. A transaction-scoped advisory lock per account (taken
 * in key order, so two instances never deadlock) makes parallel reservations on one account queue up.
 */
export class DrizzleUploadQuotaStore implements UploadQuotaStore {
  constructor(private readonly db: Database) {}

  async reserve(request: QuotaReservationRequest): Promise<QuotaReservationResult> {
    const since = new Date(request.now.getTime() - request.windowSeconds * 1000);
    const accounts = [...request.accounts].sort((a, b) => a.key.localeCompare(b.key));
    return this.db.transaction(async (tx) => {
      for (const account of accounts) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${account.key}))`);
      for (const account of accounts) {
        const [usage] = await tx
          .select({
            files: sql<number>`count(*)::int`,
            bytes: sql<number>`coalesce(sum(${reservations.bytes}), 0)::bigint`,
            oldestAt: min(reservations.createdAt),
          })
          .from(reservations)
          .where(and(eq(column(account), account.key), gt(reservations.createdAt, since)));
        const used = { files: Number(usage.files), bytes: Number(usage.bytes) };
        if (!fitsAllowance(used, account.allowance, request.bytes)) {
          return { reserved: false, scope: account.scope, usage: used, oldestAt: usage.oldestAt ? new Date(usage.oldestAt) : null };
        }
      }
      const session = request.accounts.find((a) => a.scope === 'session')?.key ?? '';
      const address = request.accounts.find((a) => a.scope === 'address')?.key ?? '';
      await tx
        .insert(reservations)
        .values({ id: request.id, sessionKey: session, addressKey: address, bytes: request.bytes, createdAt: request.now });
      return { reserved: true };
    });
  }

  async settle(id: string, bytes: number): Promise<void> {
    await this.db.update(reservations).set({ bytes }).where(eq(reservations.id, id));
  }

  async release(id: string): Promise<void> {
    await this.db.delete(reservations).where(eq(reservations.id, id));
  }

  async pruneBefore(cutoff: Date): Promise<number> {
    const rows = await this.db.delete(reservations).where(lt(reservations.createdAt, cutoff)).returning({ id: reservations.id });
    return rows.length;
  }
}
