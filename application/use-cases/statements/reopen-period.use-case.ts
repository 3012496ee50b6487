import { STATEMENT_MESSAGES as M } from '../../../domain/statements';
import { AppError } from '../../errors/app-error';
import { lockedPeriod } from './locked-period';
import type { StatementsPorts } from './statements.ports';

export const REOPEN_REASON_MAX = 500;

/** Re-opens a closed period with a reason on its timeline; its statements are withdrawn until it closes again. */
export class ReopenPeriodUseCase {
  constructor(private readonly deps: Pick<StatementsPorts, 'unitOfWork' | 'periods'>) {}

  async execute(periodId: string, reason: string, staffName: string): Promise<void> {
    const why = reason.trim();
    if (!why || why.length > REOPEN_REASON_MAX) throw new AppError('invalid', M.reopenReason);
    await this.deps.unitOfWork.run(async () => {
      await lockedPeriod(this.deps.periods, periodId, 'closed');
      if (await this.deps.periods.laterPeriodClosed(periodId))
        throw new AppError('conflict', 'A later period is closed: its escrow and recoupment build on this one. Re-open it first.');
      await this.deps.periods.deleteEntries(periodId);
      await this.deps.periods.setStatus(periodId, 'open', { action: 'reopened', reason: why, staffName });
    });
  }
}
