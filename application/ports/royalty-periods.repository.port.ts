import type { AllocationEntry, HeldEscrow, OwedBalance, RecoupableBalance, SalesGroup } from '../../domain/statements';
import type { RoyaltyPeriodState } from './sales-reports.repository.port';

/** Report lines carried into a period from a closed one's report, matched by hand since. */
export interface CarriedGroup extends SalesGroup {
  carried: true;
}

export interface PeriodEvent {
  action: 'closed' | 'reopened';
  reason: string;
  staffName: string;
  at: Date;
}

export interface RoyaltyPeriodSummary extends RoyaltyPeriodState {
  reportCount: number;
  rates: Record<string, string>;
  events: PeriodEvent[];
}

/** Periods, their rates and the allocation written when one closes; every write joins the caller's unit of work. */
export interface RoyaltyPeriodsRepository {
  list(): Promise<RoyaltyPeriodSummary[]>;
  create(name: string, baseCurrency: string): Promise<string>;
  /** The period, row-locked until the transaction ends (two closings of one period wait for each other). */
  lock(periodId: string): Promise<RoyaltyPeriodState | null>;
  /** Whether a period made after this one is closed (its escrow and recoupment built on this one). */
  laterPeriodClosed(periodId: string): Promise<boolean>;
  setRate(periodId: string, currency: string, rate: string): Promise<void>;
  rates(periodId: string): Promise<Record<string, string>>;
  /** The period's report lines (matched or not) added up by report, currency and place, and the lines carried in. */
  salesGroups(periodId: string): Promise<(SalesGroup | CarriedGroup)[]>;
  /** Escrow still held from closed periods, per report, currency, track and payee. */
  heldEscrow(): Promise<HeldEscrow[]>;
  /** Per artist and currency: advances and costs entered, less what closed periods recouped. */
  recoupableBalances(): Promise<RecoupableBalance[]>;
  /** Per payee and currency: what closed periods left below zero and later ones have not brought back yet. */
  owedBalances(): Promise<OwedBalance[]>;
  /** Artist id → basis points; 'default' for everyone else. */
  artistRates(): Promise<Map<string, number>>;
  writeEntries(periodId: string, entries: readonly AllocationEntry[]): Promise<void>;
  deleteEntries(periodId: string): Promise<void>;
  setStatus(periodId: string, status: 'open' | 'closed', event: Omit<PeriodEvent, 'at'>): Promise<void>;
}
