import { Module } from '@nestjs/common';
import { CollaboratorStatementsUseCase } from '../../application/use-cases/statements/collaborator-statements.use-case';
import { ClosePeriodUseCase } from '../../application/use-cases/statements/close-period.use-case';
import { GetPayeeStatementUseCase } from '../../application/use-cases/statements/get-payee-statement.use-case';
import { GetPeriodTotalsUseCase } from '../../application/use-cases/statements/get-period-totals.use-case';
import { ImportSalesReportUseCase } from '../../application/use-cases/statements/import-sales-report.use-case';
import { ListUnmatchedLinesUseCase } from '../../application/use-cases/statements/list-unmatched-lines.use-case';
import { ManagePeriodsUseCase } from '../../application/use-cases/statements/manage-periods.use-case';
import { MatchLinesByHandUseCase } from '../../application/use-cases/statements/match-lines-by-hand.use-case';
import { ReopenPeriodUseCase } from '../../application/use-cases/statements/reopen-period.use-case';
import { SaveCsvTemplateUseCase } from '../../application/use-cases/statements/save-csv-template.use-case';
import { constructWith } from '../infrastructure/construct-with';
import { CollaboratorStatementsController } from './collaborator-statements.controller';
import { StaffStatementsController } from './staff-statements.controller';
import { StatementReadsController } from './statement-reads.controller';

/** Sales reports in, statements out: imports, matching, periods, statements and payouts. */
@Module({
  controllers: [StaffStatementsController, StatementReadsController, CollaboratorStatementsController],
  providers: [
    constructWith(ManagePeriodsUseCase, { unitOfWork: 'unitOfWork', periods: 'royaltyPeriods' }),
    constructWith(ImportSalesReportUseCase, {
      unitOfWork: 'unitOfWork',
      reader: 'salesReportReader',
      reports: 'salesReports',
      catalogue: 'salesCatalogue',
    }),
    constructWith(ListUnmatchedLinesUseCase, { unmatched: 'unmatchedLines', catalogue: 'salesCatalogue', reports: 'salesReports' }),
    constructWith(MatchLinesByHandUseCase, { unmatched: 'unmatchedLines', catalogue: 'salesCatalogue', reports: 'salesReports' }),
    constructWith(ClosePeriodUseCase, { unitOfWork: 'unitOfWork', periods: 'royaltyPeriods', splits: 'agreedSplits' }),
    constructWith(ReopenPeriodUseCase, { unitOfWork: 'unitOfWork', periods: 'royaltyPeriods' }),
    constructWith(GetPayeeStatementUseCase, { reports: 'salesReports', queries: 'statementQueries', document: 'statementDocument' }),
    constructWith(CollaboratorStatementsUseCase, { splitSheets: 'splitSheets', tokens: 'tokens', statement: GetPayeeStatementUseCase }),
    constructWith(GetPeriodTotalsUseCase, { periods: 'royaltyPeriods', queries: 'statementQueries' }),
    constructWith(SaveCsvTemplateUseCase, { reports: 'salesReports' }),
  ],
})
export class StatementsModule {}
