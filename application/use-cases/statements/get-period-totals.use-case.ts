import { type PayoutLine, payoutLines, STATEMENT_MESSAGES as M } from '../../../domain/statements';
import { AppError } from '../../errors/app-error';
import type { RoyaltyPeriodSummary } from '../../ports/royalty-periods.repository.port';
import type { KindTotal, PayeeOfPeriod, ReportTotal } from '../../ports/statement-queries.port';
import type { StatementsPorts } from './statements.ports';

export interface PeriodTotals {
  period: RoyaltyPeriodSummary;
  byKind: KindTotal[];
  payout: (PayoutLine & { name: string })[];
  reports: ReportTotal[];
}

/** Staff's view of a closed period: the label's totals by kind, each payee's payout and each report reconciled. */
export class GetPeriodTotalsUseCase {
  constructor(private readonly deps: Pick<StatementsPorts, 'periods' | 'queries'>) {}

  async execute(periodId: string): Promise<PeriodTotals> {
    const period = (await this.deps.periods.list()).find((p) => p.id === periodId);
    if (!period) throw new AppError('not_found', M.noSuchPeriod);
    if (period.status !== 'closed') throw new AppError('conflict', M.periodOpen);
    const { queries } = this.deps;
    const names = new Map((await queries.payees(periodId)).map((p: PayeeOfPeriod) => [p.payee, p.name]));
    const payout = payoutLines(await queries.payable(periodId), period.baseCurrency, period.rates).map((line) => ({
      ...line,
      name: names.get(line.payee) ?? line.payee,
    }));
    return { period, byKind: await queries.kindTotals(periodId), payout, reports: await queries.reportTotals(periodId) };
  }
}
