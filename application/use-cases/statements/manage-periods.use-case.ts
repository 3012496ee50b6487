import { isCurrencyCode, parseExchangeRate, STATEMENT_MESSAGES as M } from '../../../domain/statements';
import { AppError } from '../../errors/app-error';
import type { RoyaltyPeriodSummary } from '../../ports/royalty-periods.repository.port';
import { lockedPeriod } from './locked-period';
import type { StatementsPorts } from './statements.ports';

export const PERIOD_NAME_MAX = 80;

/** Staff open periods and enter their exchange rates (a closed period's rates are locked with it). */
export class ManagePeriodsUseCase {
  constructor(private readonly deps: Pick<StatementsPorts, 'unitOfWork' | 'periods'>) {}

  list(): Promise<RoyaltyPeriodSummary[]> {
    return this.deps.periods.list();
  }

  async create(name: string, baseCurrency: string): Promise<string> {
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > PERIOD_NAME_MAX)
      throw new AppError('invalid', `Name the period (at most ${PERIOD_NAME_MAX} characters).`);
    if (!isCurrencyCode(baseCurrency)) throw new AppError('invalid', M.badCurrency(baseCurrency));
    if ((await this.deps.periods.list()).some((p) => p.name === trimmed)) throw new AppError('conflict', 'A period of that name exists.');
    return this.deps.periods.create(trimmed, baseCurrency);
  }

  async setRate(periodId: string, currency: string, rate: string): Promise<void> {
    if (!isCurrencyCode(currency)) throw new AppError('invalid', M.badCurrency(currency));
    if (parseExchangeRate(rate) === null) throw new AppError('invalid', M.badRate);
    await this.deps.unitOfWork.run(async () => {
      await lockedPeriod(this.deps.periods, periodId, 'open');
      await this.deps.periods.setRate(periodId, currency, rate.trim());
    });
  }
}
