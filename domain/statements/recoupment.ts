import { type AllocationEntry, artistPayee } from './allocation.types';

/** What an artist still owes the label in one currency: advances and costs entered by staff, less what was recouped. */
export interface RecoupableBalance {
  artistId: string;
  currency: string;
  /** Minor units still to recoup (positive). */
  outstanding: bigint;
}

/**
 * Recoups each artist's outstanding advances and costs from what the artist earned as a payee in the same currency,
 * report by report: a 'recoupment' entry takes it from the artist and a 'recouped' entry (naming the artist) gives it to the label, so a
 * report's entries still add up to its total. Never takes more than the artist earned in the currency, net of fines
 * on other reports (a total below zero is carried-balance's, not recoupment's).
 */
export function recoup(entries: readonly AllocationEntry[], balances: readonly RecoupableBalance[]): AllocationEntry[] {
  const earned = new Map<string, bigint>();
  const net = new Map<string, bigint>();
  for (const entry of entries) {
    if (entry.payee === null || !['payee', 'escrow-release'].includes(entry.kind)) continue;
    const key = `${entry.payee}\u0000${entry.currency}\u0000${entry.reportId}`;
    earned.set(key, (earned.get(key) ?? 0n) + entry.minor);
    const payeeKey = `${entry.payee}\u0000${entry.currency}`;
    net.set(payeeKey, (net.get(payeeKey) ?? 0n) + entry.minor);
  }
  const recouped: AllocationEntry[] = [];
  for (const balance of balances) {
    const payee = artistPayee(balance.artistId);
    const netEarned = net.get(`${payee}\u0000${balance.currency}`) ?? 0n;
    let left = balance.outstanding < netEarned ? balance.outstanding : netEarned;
    const prefix = `${payee}\u0000${balance.currency}\u0000`;
    for (const [key, amount] of [...earned].sort(([a], [b]) => a.localeCompare(b))) {
      if (left <= 0n || !key.startsWith(prefix) || amount <= 0n) continue;
      const take = amount < left ? amount : left;
      left -= take;
      const reportId = key.slice(prefix.length);
      const base = { reportId, currency: balance.currency, releaseId: null, trackId: null, store: '', country: '', month: '' };
      recouped.push({ ...base, kind: 'recoupment', payee, minor: -take }, { ...base, kind: 'recouped', payee, minor: take });
    }
  }
  return recouped;
}
