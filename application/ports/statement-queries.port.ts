import type { PayableAmount, StatementRow } from '../../domain/statements';

export interface PayeeOfPeriod {
  payee: string;
  name: string;
}

export interface KindTotal {
  currency: string;
  kind: string;
  minor: bigint;
}

export interface ReportTotal {
  reportId: string;
  fileName: string;
  store: string;
  /** Currency → exact total in precise units (decimal string). */
  totals: Record<string, string>;
  /** Currency → the entries written for it at close, in minor units. */
  allocated: Record<string, string>;
}

/** What closed periods' statements read. */
export interface StatementQueries {
  rows(periodId: string, payee: string): Promise<StatementRow[]>;
  payees(periodId: string): Promise<PayeeOfPeriod[]>;
  kindTotals(periodId: string): Promise<KindTotal[]>;
  payable(periodId: string): Promise<PayableAmount[]>;
  reportTotals(periodId: string): Promise<ReportTotal[]>;
  /** Closed periods with an entry for the payee, newest first. */
  closedPeriodsOf(payee: string): Promise<{ id: string; name: string }[]>;
}
