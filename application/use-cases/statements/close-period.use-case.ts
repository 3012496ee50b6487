import {
  allocate,
  type AllocationEntry,
  carryBalances,
  type MasterShare,
  recoup,
  releaseEscrow,
  type SalesGroup,
  STATEMENT_MESSAGES as M,
} from '../../../domain/statements';
import { AppError } from '../../errors/app-error';
import type { CarriedGroup } from '../../ports/royalty-periods.repository.port';
import { lockedPeriod } from './locked-period';
import type { StatementsPorts } from './statements.ports';

const isCarried = (group: SalesGroup | CarriedGroup): group is CarriedGroup => 'carried' in group;

/** Lines matched by hand after their period closed leave the unmatched total of their own report as they are paid. */
function carriedBack(entries: readonly AllocationEntry[]): AllocationEntry[] {
  const pools = new Map<string, AllocationEntry>();
  for (const entry of entries) {
    const key = `${entry.reportId}\u0000${entry.currency}`;
    const pool = pools.get(key) ?? {
      ...entry,
      kind: 'unmatched',
      payee: null,
      releaseId: null,
      trackId: null,
      store: '',
      country: '',
      month: '',
      minor: 0n,
    };
    pool.minor -= entry.minor;
    pools.set(key, pool);
  }
  return [...pools.values()];
}

/**
 * Closes a period: allocates its reports (label, payees, escrow, unmatched), pays escrow whose share is agreed now,
 * recoups advances, brings and carries balances below zero, and writes the entries its statements read; the period is locked until re-opened.
 */
export class ClosePeriodUseCase {
  constructor(private readonly deps: Pick<StatementsPorts, 'unitOfWork' | 'periods' | 'splits'>) {}

  async execute(periodId: string, staffName: string): Promise<{ entries: number }> {
    const { periods, splits } = this.deps;
    return this.deps.unitOfWork.run(async () => {
      const period = await lockedPeriod(periods, periodId, 'open');
      const groups = await periods.salesGroups(periodId);
      const rates = await periods.rates(periodId);
      const missing = [...new Set(groups.map((g) => g.currency))].find((c) => c !== period.baseCurrency && !rates[c]);
      if (missing) throw new AppError('conflict', M.rateMissing(missing));
      const held = await periods.heldEscrow();
      const trackIds = [...new Set([...groups.flatMap((g) => (g.trackId ? [g.trackId] : [])), ...held.map((h) => h.trackId)])];
      const shares = await splits.masterShares(trackIds);
      const artistRates = await periods.artistRates();
      const terms = {
        artistRate: (artistId: string) => artistRates.get(artistId) ?? artistRates.get('default') ?? 0,
        masterShares: (trackId: string): readonly MasterShare[] => shares.get(trackId) ?? [],
      };
      const fresh = allocate(
        groups.filter((g) => !isCarried(g)),
        terms,
      );
      const carried = allocate(groups.filter(isCarried), terms);
      const released = releaseEscrow(held, terms.masterShares);
      const beforeRecoupment = [...fresh, ...carried, ...carriedBack(carried), ...released];
      const afterRecoupment = [...beforeRecoupment, ...recoup(beforeRecoupment, await periods.recoupableBalances())];
      const entries = [...afterRecoupment, ...carryBalances(afterRecoupment, await periods.owedBalances())];
      await periods.writeEntries(periodId, entries);
      await periods.setStatus(periodId, 'closed', { action: 'closed', reason: '', staffName });
      return { entries: entries.length };
    });
  }
}
