import { Body, Param, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ClosePeriodUseCase } from '../../application/use-cases/statements/close-period.use-case';
import { ImportSalesReportUseCase } from '../../application/use-cases/statements/import-sales-report.use-case';
import { ListUnmatchedLinesUseCase } from '../../application/use-cases/statements/list-unmatched-lines.use-case';
import { ManagePeriodsUseCase } from '../../application/use-cases/statements/manage-periods.use-case';
import { MatchLinesByHandUseCase } from '../../application/use-cases/statements/match-lines-by-hand.use-case';
import { ReopenPeriodUseCase } from '../../application/use-cases/statements/reopen-period.use-case';
import type * as Wire from '../../wire';
import type { RequestWithPrincipal } from '../common/access/principal';
import { StaffController } from '../common/controller-kinds.decorators';
import { Route } from '../common/route.decorators';
import { CreatePeriodDto, ExchangeRateDto, ImportQueryDto, MatchLinesDto, ReopenPeriodDto } from './statements.dto';
import { preciseMoney, toPeriodView, toUnmatchedView } from './statements.wire';

const staffName = (req: RequestWithPrincipal) => req.principal?.name ?? 'Staff';

/** Staff's side of statements: periods and their rates, report imports, unmatched lines, closing and re-opening. */
@StaffController('statements (staff)', 'staff/statements')
export class StaffStatementsController {
  constructor(
    private readonly periods: ManagePeriodsUseCase,
    private readonly importReport: ImportSalesReportUseCase,
    private readonly unmatched: ListUnmatchedLinesUseCase,
    private readonly matchByHand: MatchLinesByHandUseCase,
    private readonly close: ClosePeriodUseCase,
    private readonly reopen: ReopenPeriodUseCase,
  ) {}

  @Route('GET', 'periods', 'RoyaltyPeriodsResponse', { summary: 'Every period, newest first, with its rates and timeline' })
  async list(): Promise<Wire.RoyaltyPeriodsResponse> {
    return { success: true, periods: (await this.periods.list()).map(toPeriodView) };
  }

  @Route('POST', 'periods', 'PeriodCreatedResponse', {
    summary: 'Open a period',
    status: 201,
    refuses: { 400: 'No name or a bad currency', 409: 'The name is taken' },
  })
  async create(@Body() body: CreatePeriodDto): Promise<Wire.PeriodCreatedResponse> {
    return { success: true, id: await this.periods.create(body.name, body.baseCurrency) };
  }

  @Route('PUT', 'periods/:id/rates/:currency', 'Acknowledgement', {
    summary: "Enter a currency's exchange rate to the base currency",
    refuses: { 400: 'A bad rate', 404: 'No such period', 409: 'The period is closed' },
  })
  async rate(@Param('id') id: string, @Param('currency') currency: string, @Body() body: ExchangeRateDto): Promise<{ success: boolean }> {
    await this.periods.setRate(id, currency, body.rate);
    return { success: true };
  }

  @Route('POST', 'periods/:id/reports', 'ImportReportResponse', {
    summary: 'Import a sales report (the raw file as the body: DSRF flat file, or CSV with ?csvStore= naming its template)',
    status: 201,
    refuses: {
      400: 'A broken line (named), or no template for the store',
      404: 'No such period',
      409: 'The same file was imported before, or the period is closed',
    },
  })
  async import(@Param('id') id: string, @Query() query: ImportQueryDto, @Req() req: Request): Promise<Wire.ImportReportResponse> {
    const imported = await this.importReport.execute({ periodId: id, fileName: query.fileName, source: req, csvStore: query.csvStore });
    return { success: true, ...imported, totals: Object.entries(imported.totals).map(([c, t]) => preciseMoney(c, t)) };
  }

  @Route('GET', 'periods/:id/unmatched', 'UnmatchedLinesResponse', {
    summary: "The period's unmatched lines with likely catalogue matches",
    refuses: { 404: 'No such period' },
  })
  async listUnmatched(@Param('id') id: string): Promise<Wire.UnmatchedLinesResponse> {
    return { success: true, groups: (await this.unmatched.execute(id)).map(toUnmatchedView) };
  }

  @Route('POST', 'unmatched/match', 'MatchLinesResponse', {
    summary: 'Match unmatched lines to a catalogue track by hand',
    refuses: { 409: 'Already matched, or a closed period without an open one to carry them into' },
  })
  async match(@Body() body: MatchLinesDto): Promise<Wire.MatchLinesResponse> {
    const { trackId, intoPeriodId, ...group } = body;
    return {
      success: true,
      ...(await this.matchByHand.execute({ group: { ...group, isrc: group.isrc ?? null, upc: group.upc ?? null }, trackId, intoPeriodId })),
    };
  }

  @Route('POST', 'periods/:id/close', 'Acknowledgement', {
    summary: 'Close the period: allocate and lock it',
    refuses: { 404: 'No such period', 409: 'Closed already, or a currency has no rate' },
  })
  async closePeriod(@Param('id') id: string, @Req() req: RequestWithPrincipal): Promise<{ success: boolean }> {
    await this.close.execute(id, staffName(req));
    return { success: true };
  }

  @Route('POST', 'periods/:id/reopen', 'Acknowledgement', {
    summary: 'Re-open a closed period (the reason goes on its timeline)',
    refuses: { 400: 'No reason', 404: 'No such period', 409: 'Open already, or a later period is closed' },
  })
  async reopenPeriod(
    @Param('id') id: string,
    @Body() body: ReopenPeriodDto,
    @Req() req: RequestWithPrincipal,
  ): Promise<{ success: boolean }> {
    await this.reopen.execute(id, body.reason, staffName(req));
    return { success: true };
  }
}
