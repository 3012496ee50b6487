import { STATEMENT_MESSAGES as M } from '../../../domain/statements';
import { AppError } from '../../errors/app-error';
import type { RoyaltyPeriodsRepository } from '../../ports/royalty-periods.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';

export interface ReopenPeriodDeps {
  unitOfWork: UnitOfWork;
  periods: RoyaltyPeriodsRepository;
}

export const REOPEN_REASON_MAX = 500;

/** Re-opens a closed period with a reason on its timeline; its statements are withdrawn until it closes again. */
export class ReopenPeriodUseCase {
  constructor(private readonly deps: ReopenPeriodDeps) {}

  async execute(periodId: string, reason: string, staffName: string): Promise<void> {
    const why = reason.trim();
    if (!why || why.length > REOPEN_REASON_MAX) throw new AppError('invalid', M.reopenReason);
    await this.deps.unitOfWork.run(async () => {
      const period = await this.deps.periods.lock(periodId);
      if (!period) throw new AppError('not_found', 'No such period.');
      if (period.status === 'open') throw new AppError('conflict', M.periodOpen);
      if (await this.deps.periods.laterPeriodClosed(periodId))
        throw new AppError('conflict', 'A later period is closed: its escrow and recoupment build on this one. Re-open it first.');
      await this.deps.periods.deleteEntries(periodId);
      await this.deps.periods.setStatus(periodId, 'open', { action: 'reopened', reason: why, staffName });
    });
  }
}
