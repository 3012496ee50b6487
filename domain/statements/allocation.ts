import { largestRemainder, roundedTotal } from './largest-remainder';
import { preciseUnitsPerMinor } from './precise-amount';
import { type AllocationEntry, type AllocationTerms, artistPayee, type SalesGroup } from './allocation.types';

export const WHOLE_SHARE = 10_000;

interface Cell {
  entry: Omit<AllocationEntry, 'minor'>;
  numerator: bigint;
}

const WHOLE = BigInt(WHOLE_SHARE);

/** The exact shares of one group, as numerators over precise units × WHOLE² (rate × split). */
function cellsOf(group: SalesGroup, terms: AllocationTerms): Cell[] {
  const { amount, reportId, currency, artistId, ...dimensions } = group;
  const entry = (kind: AllocationEntry['kind'], payee: string | null) => ({ ...dimensions, reportId, currency, kind, payee });
  if (artistId === null) return [{ entry: entry('unmatched', null), numerator: amount * WHOLE * WHOLE }];
  const rate = BigInt(terms.artistRate(artistId));
  const cells: Cell[] = [{ entry: entry('label', null), numerator: amount * (WHOLE - rate) * WHOLE }];
  const shares = group.trackId === null ? [] : terms.masterShares(group.trackId);
  let splitTotal = 0n;
  for (const share of shares) {
    const points = BigInt(share.basisPoints);
    splitTotal += points;
    cells.push({ entry: entry(share.agreed ? 'payee' : 'escrow', share.payee), numerator: amount * rate * points });
  }
  if (splitTotal > WHOLE) throw new RangeError(`the master split of track ${group.trackId} is over 100%`);
  if (splitTotal < WHOLE) cells.push({ entry: entry('payee', artistPayee(artistId)), numerator: amount * rate * (WHOLE - splitTotal) });
  return cells;
}

/**
 * Splits each report's sales, currency by currency, into the label's share, each payee's share (agreed) or escrow
 * (not agreed yet), and the unmatched lines; rounded to minor units by largest remainder over the whole report, so
 * the entries of a report add up to its rounded total in each currency: no cent lost or created.
 */
export function allocate(groups: readonly SalesGroup[], terms: AllocationTerms): AllocationEntry[] {
  const pools = new Map<string, Cell[]>();
  for (const group of groups) {
    const key = `${group.reportId}\u0000${group.currency}`;
    const pool = pools.get(key) ?? [];
    if (!pools.has(key)) pools.set(key, pool);
    for (const cell of cellsOf(group, terms)) pool.push(cell);
  }
  const entries: AllocationEntry[] = [];
  for (const pool of pools.values()) {
    const denominator = preciseUnitsPerMinor(pool[0].entry.currency) * WHOLE * WHOLE;
    const numerators = pool.map((cell) => cell.numerator);
    const minors = largestRemainder(numerators, denominator, roundedTotal(numerators, denominator));
    pool.forEach((cell, index) => entries.push({ ...cell.entry, minor: minors[index] }));
  }
  return entries;
}
