import { sql } from 'drizzle-orm';
import type { CarriedGroup } from '../../../application/ports/royalty-periods.repository.port';
import type { HeldEscrow, OwedBalance, RecoupableBalance, SalesGroup } from '../../../domain/statements';
import type { Database } from '../database';
import { royaltyPeriods } from '../schema';
import { columnsOf } from './query-helpers';

/** The columns a RoyaltyPeriodState is read from. */
export const periodStateColumns = columnsOf(royaltyPeriods, ['id', 'name', 'status', 'baseCurrency']);

interface GroupRow extends Record<string, unknown> {
  report_id: string;
  currency: string;
  release_id: string | null;
  track_id: string | null;
  artist_id: string | null;
  store: string;
  country: string;
  month: string;
  carried: boolean;
  amount: string;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** The aggregate reads of closing a period, in SQL: the database adds up the lines, never the application. */
export function periodQueries(db: Database) {
  return {
    async salesGroups(periodId: string): Promise<(SalesGroup | CarriedGroup)[]> {
      const result = await db.execute<GroupRow>(sql`
        SELECT l.report_id, l.currency, l.release_id, l.track_id, l.artist_id, l.store, l.country, l.month,
          (l.carried_into_period IS NOT NULL) AS carried, sum(l.amount)::text AS amount
        FROM sales_report_lines l JOIN sales_reports r ON r.id = l.report_id
        WHERE (r.period_id = ${periodId} AND l.carried_into_period IS NULL) OR l.carried_into_period = ${periodId}
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
        ORDER BY 1, 2, 3, 4, 6, 7, 8`);
      return rowsOf<GroupRow>(result).map((r) => {
        const group: SalesGroup = {
          reportId: r.report_id,
          currency: r.currency,
          releaseId: r.release_id,
          trackId: r.track_id,
          artistId: r.artist_id,
          store: r.store,
          country: r.country,
          month: r.month,
          amount: BigInt(r.amount),
        };
        return r.carried ? { ...group, carried: true as const } : group;
      });
    },

    async heldEscrow(): Promise<HeldEscrow[]> {
      const result = await db.execute<{
        report_id: string;
        currency: string;
        track_id: string;
        release_id: string | null;
        payee: string;
        minor: string;
      }>(sql`
        SELECT e.report_id, e.currency, e.track_id, e.release_id, e.payee, sum(e.minor)::text AS minor
        FROM statement_entries e JOIN royalty_periods p ON p.id = e.period_id AND p.status = 'closed'
        WHERE e.kind = 'escrow' AND e.track_id IS NOT NULL AND e.payee IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5 HAVING sum(e.minor) <> 0
        ORDER BY 1, 2, 3, 5`);
      return rowsOf<{ report_id: string; currency: string; track_id: string; release_id: string | null; payee: string; minor: string }>(
        result,
      ).map((r) => ({
        reportId: r.report_id,
        currency: r.currency,
        trackId: r.track_id,
        releaseId: r.release_id,
        payee: r.payee,
        minor: BigInt(r.minor),
      }));
    },

    async recoupment(): Promise<{ entered: RecoupableBalance[]; recouped: Map<string, bigint> }> {
      const entered = rowsOf<{ artist_id: string; currency: string; total: string }>(
        await db.execute(
          sql`SELECT artist_id, currency, sum(amount_minor)::text AS total FROM royalty_recoupables GROUP BY 1, 2 ORDER BY 1, 2`,
        ),
      );
      const recouped = rowsOf<{ payee: string; currency: string; total: string }>(
        await db.execute(sql`
          SELECT e.payee, e.currency, sum(e.minor)::text AS total
          FROM statement_entries e JOIN royalty_periods p ON p.id = e.period_id AND p.status = 'closed'
          WHERE e.kind = 'recouped' GROUP BY 1, 2`),
      );
      return {
        entered: entered.map((r) => ({ artistId: r.artist_id, currency: r.currency, outstanding: BigInt(r.total) })),
        recouped: new Map(recouped.map((r) => [`${r.payee}\u0000${r.currency}`, BigInt(r.total)])),
      };
    },

    /** Per payee and currency: what closed periods carried below zero, less what later ones brought back. */
    async owedBalances(): Promise<OwedBalance[]> {
      const rows = rowsOf<{ payee: string; currency: string; owed: string }>(
        await db.execute(sql`
          SELECT e.payee, e.currency, sum(e.minor)::text AS owed
          FROM statement_entries e JOIN royalty_periods p ON p.id = e.period_id AND p.status = 'closed'
          WHERE e.kind IN ('balance-carried', 'balance-brought') AND e.payee IS NOT NULL
          GROUP BY 1, 2 HAVING sum(e.minor) > 0 ORDER BY 1, 2`),
      );
      return rows.map((r) => ({ payee: r.payee, currency: r.currency, owed: BigInt(r.owed) }));
    },
  };
}
