import {
  artistPayee,
  collaboratorPayee,
  type PayeeStatement,
  payeeStatementFigures,
  STATEMENT_MESSAGES as M,
} from '../../../domain/statements';
import { AppError } from '../../errors/app-error';
import type { StatementsPorts } from './statements.ports';

/** Who reads: staff any statement; an artist (by account) or a collaborator (by their split-sheet link) only theirs. */
export type StatementViewer = { role: 'staff' } | { role: 'artist'; artistId: string } | { role: 'collaborator'; email: string };

const ownPayee = (viewer: StatementViewer): string | null =>
  viewer.role === 'artist' ? artistPayee(viewer.artistId) : viewer.role === 'collaborator' ? collaboratorPayee(viewer.email) : null;

/** A payee's statement of a closed period: staff read anyone's, an artist or collaborator only their own (else 404). */
export class GetPayeeStatementUseCase {
  constructor(private readonly deps: Pick<StatementsPorts, 'reports' | 'queries' | 'document'>) {}

  async execute(periodId: string, payee: string, viewer: StatementViewer): Promise<PayeeStatement> {
    const own = ownPayee(viewer);
    if (own !== null && payee !== own) throw new AppError('not_found', M.notFound);
    const period = await this.deps.reports.period(periodId);
    if (!period || (period.status !== 'closed' && own !== null)) throw new AppError('not_found', M.notFound);
    if (period.status !== 'closed') throw new AppError('conflict', M.periodOpen);
    const rows = await this.deps.queries.rows(periodId, payee);
    if (rows.length === 0) throw new AppError('not_found', M.notFound);
    const names = await this.deps.queries.payees(periodId);
    const name = names.find((p) => p.payee === payee)?.name ?? payee;
    return { period: { id: period.id, name: period.name, baseCurrency: period.baseCurrency }, payee, name, ...payeeStatementFigures(rows) };
  }

  /** The same statement as a PDF document. */
  async pdf(periodId: string, payee: string, viewer: StatementViewer): Promise<Uint8Array> {
    return this.deps.document.pdf(await this.execute(periodId, payee, viewer));
  }

  periodsOf(payee: string): Promise<{ id: string; name: string }[]> {
    return this.deps.queries.closedPeriodsOf(payee);
  }
}
