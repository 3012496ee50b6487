import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CollaboratorStatementsUseCase } from '../../application/use-cases/statements/collaborator-statements.use-case';
import type * as Wire from '../../wire';
import { statementCsv } from '../../domain/statements';
import { Public } from '../common/access/access.decorators';
import { ApiBinaryOk, ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { Route } from '../common/route.decorators';
import { sendStatementFile } from './statement-file';
import { toStatementResponse } from './statements.wire';

const UNKNOWN = 'No such statement (an unknown link, or a period without one for this person)';

/**
 * A collaborator's statements behind their split-sheet link: no account, the token names the person (never logged).
 * Every route answers 404 alike for an unknown link and for a period without a statement for the person.
 */
@ApiTags('statements')
@Public()
@ApiNotFoundError(UNKNOWN)
@Controller('split-sheets/:token/statements')
export class CollaboratorStatementsController {
  constructor(private readonly statements: CollaboratorStatementsUseCase) {}

  @Route('GET', '', 'MyStatementsResponse', { summary: "The link's person's closed periods with a statement" })
  async periods(@Param('token') token: string): Promise<Wire.MyStatementsResponse> {
    return { success: true, ...(await this.statements.periods(token)) };
  }

  @Route('GET', ':periodId', 'StatementResponse', { summary: "The link's person's statement of a closed period" })
  async read(@Param('token') token: string, @Param('periodId') periodId: string): Promise<Wire.StatementResponse> {
    return toStatementResponse(await this.statements.statement(token, periodId));
  }

  @Get(':periodId/statement.csv')
  @ApiOperation({ summary: "The link's person's statement as CSV" })
  @ApiBinaryOk('The statement as CSV', 'text/csv')
  async csv(@Param('token') token: string, @Param('periodId') periodId: string, @Res() res: Response) {
    sendStatementFile(res, 'text/csv; charset=utf-8', 'statement.csv', statementCsv(await this.statements.statement(token, periodId)));
  }

  @Get(':periodId/statement.pdf')
  @ApiOperation({ summary: "The link's person's statement as PDF" })
  @ApiBinaryOk('The statement as PDF', 'application/pdf')
  async pdf(@Param('token') token: string, @Param('periodId') periodId: string, @Res() res: Response) {
    sendStatementFile(res, 'application/pdf', 'statement.pdf', await this.statements.pdf(token, periodId));
  }
}
