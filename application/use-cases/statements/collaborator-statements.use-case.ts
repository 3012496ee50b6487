import { collaboratorPayee, type PayeeStatement, STATEMENT_MESSAGES as M } from '../../../domain/statements';
import { AppError } from '../../errors/app-error';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import type { SplitSheetRepository } from '../../ports/split-sheet.repository.port';
import type { GetPayeeStatementUseCase } from './get-payee-statement.use-case';
import { findSplitLink } from '../split-sheets/split-link';

export interface CollaboratorStatementsDeps {
  splitSheets: Pick<SplitSheetRepository, 'findLink'>;
  tokens: Pick<OpaqueTokens, 'digest'>;
  statement: GetPayeeStatementUseCase;
}

/**
 * A collaborator's statements, read through their split-sheet link (they have no account): the link names the
 * person, so it only ever reads that person's own statement. An unknown token is a plain 404. The link's expiry
 * closes answering the sheet, not reading money owed: statements arrive months after the sheet, so an old link
 * still reads them.
 */
export class CollaboratorStatementsUseCase {
  constructor(private readonly deps: CollaboratorStatementsDeps) {}

  /** The closed periods with a statement for the link's person, newest first. */
  async periods(token: string): Promise<{ payee: string; periods: { id: string; name: string }[] }> {
    const payee = collaboratorPayee(await this.emailOf(token));
    return { payee, periods: await this.deps.statement.periodsOf(payee) };
  }

  async statement(token: string, periodId: string): Promise<PayeeStatement> {
    const email = await this.emailOf(token);
    return this.deps.statement.execute(periodId, collaboratorPayee(email), { role: 'collaborator', email });
  }

  async pdf(token: string, periodId: string): Promise<Uint8Array> {
    const email = await this.emailOf(token);
    return this.deps.statement.pdf(periodId, collaboratorPayee(email), { role: 'collaborator', email });
  }

  private async emailOf(token: string): Promise<string> {
    const link = await findSplitLink(this.deps, token);
    if (!link) throw new AppError('not_found', M.notFound);
    return link.email;
  }
}
