import { Body, Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { GetPayeeStatementUseCase, type StatementViewer } from '../../application/use-cases/statements/get-payee-statement.use-case';
import { GetPeriodTotalsUseCase } from '../../application/use-cases/statements/get-period-totals.use-case';
import { SaveCsvTemplateUseCase } from '../../application/use-cases/statements/save-csv-template.use-case';
import type * as Wire from '../../wire';
import { artistPayee, payoutCsv, statementCsv } from '../../domain/statements';
import { Roles } from '../common/access/access.decorators';
import type { RequestWithPrincipal } from '../common/access/principal';
import { ApiArtistOnly, ApiBinaryOk, ApiErrorResponse, ApiNotFoundError, ApiSignedIn } from '../common/http/api-error-responses.decorator';
import { Route, StaffRoute } from '../common/route.decorators';
import { sendStatementFile } from './statement-file';
import { CsvTemplateDto } from './statements.dto';
import { toStatementResponse, toTotalsResponse } from './statements.wire';

const viewerOf = (req: RequestWithPrincipal): StatementViewer =>
  req.principal?.role === 'staff' ? { role: 'staff' } : { role: 'artist', artistId: req.principal?.id ?? '' };

/** Statements read: a payee's (staff any, an artist only their own), the period's totals and payout file (staff). */
@ApiTags('statements')
@ApiSignedIn()
@ApiErrorResponse(403, 'Signed in as neither an artist nor staff')
@Roles('artist', 'staff')
@Controller()
export class StatementReadsController {
  constructor(
    private readonly statement: GetPayeeStatementUseCase,
    private readonly totals: GetPeriodTotalsUseCase,
    private readonly templates: SaveCsvTemplateUseCase,
  ) {}

  @Route('GET', 'profile/statements', 'MyStatementsResponse', { summary: "The signed-in artist's closed periods with a statement" })
  @Roles('artist')
  @ApiArtistOnly()
  async mine(@Req() req: RequestWithPrincipal): Promise<Wire.MyStatementsResponse> {
    const payee = artistPayee(req.principal?.id ?? '');
    return { success: true, payee, periods: await this.statement.periodsOf(payee) };
  }

  @Route('GET', 'statements/:periodId/:payee', 'StatementResponse', {
    summary: "A payee's statement of a closed period",
    refuses: { 404: 'No such statement (or not yours)' },
  })
  async read(
    @Param('periodId') periodId: string,
    @Param('payee') payee: string,
    @Req() req: RequestWithPrincipal,
  ): Promise<Wire.StatementResponse> {
    return toStatementResponse(await this.statement.execute(periodId, payee, viewerOf(req)));
  }

  @Get('statements/:periodId/:payee/statement.csv')
  @ApiOperation({ summary: "A payee's statement as CSV" })
  @ApiNotFoundError('No such statement (or not yours)')
  @ApiBinaryOk("The payee's statement as CSV", 'text/csv')
  async csv(@Param('periodId') periodId: string, @Param('payee') payee: string, @Req() req: RequestWithPrincipal, @Res() res: Response) {
    sendStatementFile(
      res,
      'text/csv; charset=utf-8',
      'statement.csv',
      statementCsv(await this.statement.execute(periodId, payee, viewerOf(req))),
    );
  }

  @Get('statements/:periodId/:payee/statement.pdf')
  @ApiOperation({ summary: "A payee's statement as PDF" })
  @ApiNotFoundError('No such statement (or not yours)')
  @ApiBinaryOk("The payee's statement as PDF", 'application/pdf')
  async pdf(@Param('periodId') periodId: string, @Param('payee') payee: string, @Req() req: RequestWithPrincipal, @Res() res: Response) {
    sendStatementFile(res, 'application/pdf', 'statement.pdf', await this.statement.pdf(periodId, payee, viewerOf(req)));
  }

  @Route('GET', 'staff/statements/periods/:id/totals', 'PeriodTotalsResponse', {
    summary: "A closed period's totals, payouts and reports reconciled",
    refuses: { 404: 'No such period', 409: 'The period is open' },
  })
  @StaffRoute()
  async periodTotals(@Param('id') id: string): Promise<Wire.PeriodTotalsResponse> {
    return toTotalsResponse(await this.totals.execute(id));
  }

  @Get('staff/statements/periods/:id/payout.csv')
  @StaffRoute()
  @ApiOperation({ summary: "A closed period's payout file" })
  @ApiNotFoundError('No such period')
  @ApiBinaryOk('The payout file: one row per payee, in the base currency', 'text/csv')
  async payout(@Param('id') id: string, @Res() res: Response) {
    const totals = await this.totals.execute(id);
    sendStatementFile(res, 'text/csv; charset=utf-8', 'payout.csv', payoutCsv(totals.payout, totals.period.baseCurrency));
  }

  @Route('GET', 'staff/statements/templates/:store', 'CsvTemplateResponse', {
    summary: "A store's saved CSV template",
    refuses: { 404: 'No template is saved for this store' },
  })
  @StaffRoute()
  async template(@Param('store') store: string): Promise<Wire.CsvTemplateResponse> {
    return { success: true, template: await this.templates.read(store) };
  }

  @Route('PUT', 'staff/statements/templates', 'Acknowledgement', {
    summary: "Save a store's CSV template",
    refuses: { 400: 'What the template lacks' },
  })
  @StaffRoute()
  async saveTemplate(@Body() body: CsvTemplateDto): Promise<{ success: boolean }> {
    const { store, delimiter, fixedCurrency, numberFormat, ...columns } = body;
    await this.templates.execute({
      store,
      delimiter,
      columns,
      currency: fixedCurrency ?? null,
      numberFormat: numberFormat ?? 'decimal-point',
    });
    return { success: true };
  }
}
