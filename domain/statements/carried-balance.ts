import type { AllocationEntry, EntryKind } from './allocation.types';

/** The entries that make up what a payee is paid (their own side; the label's side of each pair is not paid). */
export const PAYABLE_KINDS: readonly EntryKind[] = ['payee', 'escrow-release', 'recoupment', 'balance-brought', 'balance-carried'];

/** What a payee's earlier statements left below zero in one currency, still to be taken from their earnings (positive). */
export interface OwedBalance {
  payee: string;
  currency: string;
  owed: bigint;
}

const keyOf = (payee: string, currency: string) => `${payee}\u0000${currency}`;

/**
 * A payee is never paid below zero and a balance below zero is never lost: what earlier statements left owed is
 * brought into this one ('balance-brought', negative), and a total still below zero is carried to the next one
 * ('balance-carried' lifts it to zero), per payee and currency. Each entry is paired on the same report with the
 * label's side ('balance-recovered', 'balance-advanced': the label advances the shortfall and takes it back later),
 * so every report still adds up to its total. A payee with no entries in a currency keeps what they owe in it.
 */
export function carryBalances(entries: readonly AllocationEntry[], owed: readonly OwedBalance[]): AllocationEntry[] {
  const totals = new Map<string, { payee: string; currency: string; reportId: string; minor: bigint }>();
  for (const entry of entries) {
    if (entry.payee === null || !PAYABLE_KINDS.includes(entry.kind)) continue;
    const key = keyOf(entry.payee, entry.currency);
    const total = totals.get(key) ?? { payee: entry.payee, currency: entry.currency, reportId: entry.reportId, minor: 0n };
    if (entry.reportId < total.reportId) total.reportId = entry.reportId;
    total.minor += entry.minor;
    totals.set(key, total);
  }
  const owedBy = new Map(owed.map((o) => [keyOf(o.payee, o.currency), o.owed]));
  const carried: AllocationEntry[] = [];
  for (const [key, total] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    const { payee, currency, reportId } = total;
    const base = { reportId, currency, payee, releaseId: null, trackId: null, store: '', country: '', month: '' };
    const pair = (payeeSide: EntryKind, labelSide: EntryKind, minor: bigint) =>
      carried.push({ ...base, kind: payeeSide, minor }, { ...base, kind: labelSide, minor: -minor });
    const brought = owedBy.get(key) ?? 0n;
    if (brought > 0n) pair('balance-brought', 'balance-recovered', -brought);
    const balance = total.minor - (brought > 0n ? brought : 0n);
    if (balance < 0n) pair('balance-carried', 'balance-advanced', -balance);
  }
  return carried;
}
