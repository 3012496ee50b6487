import type { EntryKind } from './allocation.types';

/** A statement entry as read back for a payee, with the names of its release and track. */
export interface StatementRow {
  kind: EntryKind;
  currency: string;
  release: string;
  track: string;
  store: string;
  country: string;
  month: string;
  minor: bigint;
}

export interface CurrencyTotals {
  currency: string;
  /** Agreed shares of this period's sales. */
  earned: bigint;
  /** Escrow from earlier periods whose share is agreed now. */
  escrowReleased: bigint;
  /** Advances and costs recouped (negative or zero). */
  recouped: bigint;
  /** What earlier statements left below zero, taken from this one (negative or zero). */
  broughtForward: bigint;
  /** This statement's total below zero, taken from the next one instead of being paid (negative or zero). */
  carriedForward: bigint;
  /** Earned + released + recouped + brought forward − carried forward: what is paid out (never below zero). */
  payable: bigint;
  /** This period's shares not agreed yet, held until they are. */
  heldInEscrow: bigint;
}

/** A statement's totals in the order and words every document (CSV, PDF) writes them. */
export const STATEMENT_TOTAL_LINES: readonly (readonly [string, Exclude<keyof CurrencyTotals, 'currency'>])[] = [
  ['Earned', 'earned'],
  ['Escrow released', 'escrowReleased'],
  ['Recouped', 'recouped'],
  ['Brought forward', 'broughtForward'],
  ['Carried forward', 'carriedForward'],
  ['Payable', 'payable'],
  ['Held in escrow', 'heldInEscrow'],
];

export type BreakdownDimension = 'release' | 'track' | 'store' | 'country' | 'month';
export const BREAKDOWN_DIMENSIONS: readonly BreakdownDimension[] = ['release', 'track', 'store', 'country', 'month'];

export interface BreakdownLine {
  label: string;
  currency: string;
  minor: bigint;
}

export interface PayeeStatementFigures {
  totals: CurrencyTotals[];
  breakdowns: Record<BreakdownDimension, BreakdownLine[]>;
}

const EARNING: readonly EntryKind[] = ['payee', 'escrow-release'];

/** A payee's totals per currency and their earnings by release, track, store, country and month (largest first). */
export function payeeStatementFigures(rows: readonly StatementRow[]): PayeeStatementFigures {
  const totals = new Map<string, CurrencyTotals>();
  const lines = Object.fromEntries(BREAKDOWN_DIMENSIONS.map((d) => [d, new Map<string, BreakdownLine>()])) as Record<
    BreakdownDimension,
    Map<string, BreakdownLine>
  >;
  for (const row of rows) {
    const t = totals.get(row.currency) ?? {
      currency: row.currency,
      earned: 0n,
      escrowReleased: 0n,
      recouped: 0n,
      broughtForward: 0n,
      carriedForward: 0n,
      payable: 0n,
      heldInEscrow: 0n,
    };
    totals.set(row.currency, t);
    if (row.kind === 'payee') t.earned += row.minor;
    else if (row.kind === 'escrow-release') t.escrowReleased += row.minor;
    else if (row.kind === 'recoupment') t.recouped += row.minor;
    else if (row.kind === 'escrow') t.heldInEscrow += row.minor;
    else if (row.kind === 'balance-brought') t.broughtForward += row.minor;
    else if (row.kind === 'balance-carried') t.carriedForward -= row.minor;
    if (!EARNING.includes(row.kind)) continue;
    for (const dimension of BREAKDOWN_DIMENSIONS) {
      const label = row[dimension] || '—';
      const key = `${label}\u0000${row.currency}`;
      const line = lines[dimension].get(key) ?? { label, currency: row.currency, minor: 0n };
      line.minor += row.minor;
      lines[dimension].set(key, line);
    }
  }
  for (const t of totals.values()) t.payable = t.earned + t.escrowReleased + t.recouped + t.broughtForward - t.carriedForward;
  const sorted = (dimension: BreakdownDimension) =>
    [...lines[dimension].values()].sort((a, b) =>
      dimension === 'month'
        ? a.label.localeCompare(b.label)
        : b.minor === a.minor
          ? a.label.localeCompare(b.label)
          : b.minor > a.minor
            ? 1
            : -1,
    );
  return {
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    breakdowns: Object.fromEntries(BREAKDOWN_DIMENSIONS.map((d) => [d, sorted(d)])) as Record<BreakdownDimension, BreakdownLine[]>,
  };
}

/** A payee's statement of one closed period. */
export interface PayeeStatement extends PayeeStatementFigures {
  period: { id: string; name: string; baseCurrency: string };
  payee: string;
  name: string;
}
