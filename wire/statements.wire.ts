import type { BreakdownDimension } from '../domain/statements';

/** Amounts on the wire are decimal strings in the currency's major unit ('12.34'), exact. */
export interface MoneyAmount {
  currency: string;
  amount: string;
}

export interface RoyaltyPeriodView {
  id: string;
  name: string;
  status: 'open' | 'closed';
  baseCurrency: string;
  reportCount: number;
  rates: Record<string, string>;
  events: { action: 'closed' | 'reopened'; reason: string; staffName: string; at: string }[];
}

export interface RoyaltyPeriodsResponse {
  success: true;
  periods: RoyaltyPeriodView[];
}

export interface PeriodCreatedResponse {
  success: true;
  id: string;
}

export interface ImportReportResponse {
  success: true;
  reportId: string;
  lineCount: number;
  unmatchedCount: number;
  totals: MoneyAmount[];
}

/** The fields of an unmatched group that the wire and the repository share. */
export interface UnmatchedLineGroupFields {
  reportId: string;
  fileName: string;
  store: string;
  isrc: string | null;
  upc: string | null;
  title: string;
  artist: string;
  lineCount: number;
  firstLine: number;
}

export interface UnmatchedLineGroupView extends UnmatchedLineGroupFields {
  totals: MoneyAmount[];
  likely: { trackId: string; title: string; artistName: string; releaseTitle: string; isrc: string | null; score: number }[];
}

export interface UnmatchedLinesResponse {
  success: true;
  groups: UnmatchedLineGroupView[];
}

export interface MatchLinesResponse {
  success: true;
  matched: number;
}

export interface PeriodTotalsResponse {
  success: true;
  period: RoyaltyPeriodView;
  /** Per currency: payees, escrow, label, unmatched, recouped… as allocated at close. */
  byKind: (MoneyAmount & { kind: string })[];
  payees: { payee: string; name: string; payable: MoneyAmount; parts: MoneyAmount[] }[];
  reports: { fileName: string; store: string; reported: MoneyAmount[]; allocated: MoneyAmount[] }[];
}

export interface StatementTotalsView {
  currency: string;
  earned: string;
  escrowReleased: string;
  recouped: string;
  /** What earlier statements left below zero, taken from this one ('-5.00' or '0.00'). */
  broughtForward: string;
  /** This statement's total below zero, carried to the next one instead of being paid ('-8.00' or '0.00'). */
  carriedForward: string;
  payable: string;
  heldInEscrow: string;
}

export interface StatementResponse {
  success: true;
  period: { id: string; name: string };
  payee: string;
  name: string;
  totals: StatementTotalsView[];
  breakdowns: Record<BreakdownDimension, (MoneyAmount & { label: string })[]>;
}

export interface MyStatementsResponse {
  success: true;
  payee: string;
  periods: { id: string; name: string }[];
}

export interface CsvTemplateResponse {
  success: true;
  template: {
    store: string;
    delimiter: string;
    columns: Record<string, string>;
    currency: string | null;
    /** 'decimal-point' (1,234.56) or 'decimal-comma' (1.234,56). */
    numberFormat: string;
  } | null;
}
