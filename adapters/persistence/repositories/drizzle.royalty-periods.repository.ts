import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type {
  CarriedGroup,
  PeriodEvent,
  RoyaltyPeriodsRepository,
  RoyaltyPeriodSummary,
} from '../../../application/ports/royalty-periods.repository.port';
import type { RoyaltyPeriodState } from '../../../application/ports/sales-reports.repository.port';
import {
  type AllocationEntry,
  artistPayee,
  type HeldEscrow,
  type OwedBalance,
  type RecoupableBalance,
  type SalesGroup,
} from '../../../domain/statements';
import type { Database } from '../database';
import {
  royaltyExchangeRates as rates,
  royaltyPeriodEvents as events,
  royaltyPeriods as periods,
  royaltyRates,
  statementEntries,
} from '../schema';
import { scopedDb } from '../unit-of-work';
import { anyRow } from './query-helpers';
import { periodQueries, periodStateColumns } from './royalty-period.queries';

const UUID = /^[0-9a-f-]{36}$/i;
const ENTRY_BATCH = 5000;

export class DrizzleRoyaltyPeriodsRepository implements RoyaltyPeriodsRepository {
  constructor(private readonly root: Database) {}

  private get db(): Database {
    return scopedDb(this.root);
  }

  async list(): Promise<RoyaltyPeriodSummary[]> {
    const rows = await this.db
      .select({
        id: periods.id,
        name: periods.name,
        status: periods.status,
        baseCurrency: periods.baseCurrency,
        reportCount: sql<number>`(SELECT count(*)::int FROM sales_reports r WHERE r.period_id = royalty_periods.id)`,
      })
      .from(periods)
      .orderBy(desc(periods.createdAt));
    const allRates = await this.db.select().from(rates);
    const allEvents = await this.db.select().from(events).orderBy(asc(events.at));
    return rows.map((row) => ({
      ...row,
      rates: Object.fromEntries(allRates.filter((r) => r.periodId === row.id).map((r) => [r.currency, r.rate])),
      events: allEvents
        .filter((e) => e.periodId === row.id)
        .map(({ action, reason, staffName, at }): PeriodEvent => ({ action, reason, staffName, at })),
    }));
  }

  async create(name: string, baseCurrency: string): Promise<string> {
    const [row] = await this.db.insert(periods).values({ name, baseCurrency }).returning({ id: periods.id });
    return row.id;
  }

  async lock(periodId: string): Promise<RoyaltyPeriodState | null> {
    if (!UUID.test(periodId)) return null;
    const [row] = await this.db.select(periodStateColumns).from(periods).where(eq(periods.id, periodId)).for('update');
    return row ?? null;
  }

  async laterPeriodClosed(periodId: string): Promise<boolean> {
    // Compared in SQL: a timestamp read into JavaScript loses its microseconds.
    return anyRow(
      this.db,
      periods,
      and(
        ne(periods.id, periodId),
        eq(periods.status, 'closed'),
        sql`${periods.createdAt} > (SELECT created_at FROM royalty_periods WHERE id = ${periodId})`,
      ),
    );
  }

  async setRate(periodId: string, currency: string, rate: string): Promise<void> {
    await this.db
      .insert(rates)
      .values({ periodId, currency, rate })
      .onConflictDoUpdate({ target: [rates.periodId, rates.currency], set: { rate } });
  }

  async rates(periodId: string): Promise<Record<string, string>> {
    const rows = await this.db.select().from(rates).where(eq(rates.periodId, periodId));
    return Object.fromEntries(rows.map((r) => [r.currency, r.rate]));
  }

  salesGroups(periodId: string): Promise<(SalesGroup | CarriedGroup)[]> {
    return periodQueries(this.db).salesGroups(periodId);
  }

  heldEscrow(): Promise<HeldEscrow[]> {
    return periodQueries(this.db).heldEscrow();
  }

  async recoupableBalances(): Promise<RecoupableBalance[]> {
    const { entered, recouped } = await periodQueries(this.db).recoupment();
    return entered
      .map((e) => ({ ...e, outstanding: e.outstanding - (recouped.get(`${artistPayee(e.artistId)}\u0000${e.currency}`) ?? 0n) }))
      .filter((b) => b.outstanding > 0n);
  }

  owedBalances(): Promise<OwedBalance[]> {
    return periodQueries(this.db).owedBalances();
  }

  async artistRates(): Promise<Map<string, number>> {
    const rows = await this.db.select().from(royaltyRates);
    return new Map(rows.map((r) => [r.subject, r.artistBasisPoints]));
  }

  async writeEntries(periodId: string, entries: readonly AllocationEntry[]): Promise<void> {
    for (let at = 0; at < entries.length; at += ENTRY_BATCH) {
      const rows = entries.slice(at, at + ENTRY_BATCH).map((e) => ({ ...e, periodId, minor: e.minor }));
      await this.db.insert(statementEntries).values(rows);
    }
  }

  async deleteEntries(periodId: string): Promise<void> {
    await this.db.delete(statementEntries).where(eq(statementEntries.periodId, periodId));
  }

  async setStatus(periodId: string, status: 'open' | 'closed', event: Omit<PeriodEvent, 'at'>): Promise<void> {
    await this.db.update(periods).set({ status }).where(eq(periods.id, periodId));
    await this.db.insert(events).values({ periodId, ...event });
  }
}
