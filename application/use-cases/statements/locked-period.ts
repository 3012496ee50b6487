import { STATEMENT_MESSAGES as M } from '../../../domain/statements';
import { AppError } from '../../errors/app-error';
import type { RoyaltyPeriodsRepository } from '../../ports/royalty-periods.repository.port';
import type { RoyaltyPeriodState } from '../../ports/sales-reports.repository.port';

/**
 * Inside a unit of work: the period, locked until the work commits, for a change only a period with this status
 * takes; an unknown period is not found, one with the other status a conflict (closed: locked; open: no statements).
 */
export async function lockedPeriod(
  periods: Pick<RoyaltyPeriodsRepository, 'lock'>,
  periodId: string,
  status: RoyaltyPeriodState['status'],
): Promise<RoyaltyPeriodState> {
  const period = await periods.lock(periodId);
  if (!period) throw new AppError('not_found', M.noSuchPeriod);
  if (period.status !== status) throw new AppError('conflict', period.status === 'closed' ? M.periodClosed : M.periodOpen);
  return period;
}
