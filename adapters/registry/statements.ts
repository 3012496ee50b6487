import type { AgreedSplits } from '../../application/ports/agreed-splits.port';
import type { RoyaltyPeriodsRepository } from '../../application/ports/royalty-periods.repository.port';
import type { SalesCatalogue } from '../../application/ports/sales-catalogue.port';
import type { SalesReportReader } from '../../application/ports/sales-report-reader.port';
import type { SalesReportsRepository } from '../../application/ports/sales-reports.repository.port';
import type { StatementDocument } from '../../application/ports/statement-document.port';
import type { StatementQueries } from '../../application/ports/statement-queries.port';
import type { UnmatchedLinesRepository } from '../../application/ports/unmatched-lines.repository.port';
import type { Database } from '../persistence/database';
import { DrizzleRoyaltyPeriodsRepository } from '../persistence/repositories/drizzle.royalty-periods.repository';
import { DrizzleSplitSheetAgreedSplits } from '../persistence/repositories/drizzle.split-sheet.agreed-splits';
import { DrizzleSalesCatalogue } from '../persistence/repositories/drizzle.sales-catalogue';
import { DrizzleSalesReportsRepository } from '../persistence/repositories/drizzle.sales-reports.repository';
import { DrizzleStatementQueries } from '../persistence/repositories/drizzle.statement-queries';
import { DrizzleUnmatchedLinesRepository } from '../persistence/repositories/drizzle.unmatched-lines.repository';
import { CsvParseSalesReportReader } from '../sales-report-reader/csv-parse.sales-report-reader';
import { PdfLibStatementDocument } from '../statement-document/pdf-lib.statement-document';

/** Sales reports in, statements out. Agreed splits: the split sheets (the submitted split, unagreed, where none exists). */
export interface StatementAdapters {
  agreedSplits: AgreedSplits;
  salesReports: SalesReportsRepository;
  salesCatalogue: SalesCatalogue;
  salesReportReader: SalesReportReader;
  unmatchedLines: UnmatchedLinesRepository;
  royaltyPeriods: RoyaltyPeriodsRepository;
  statementQueries: StatementQueries;
  statementDocument: StatementDocument;
}

export function buildStatementAdapters(db: Database): StatementAdapters {
  return {
    agreedSplits: new DrizzleSplitSheetAgreedSplits(db),
    salesReports: new DrizzleSalesReportsRepository(db),
    salesCatalogue: new DrizzleSalesCatalogue(db),
    salesReportReader: new CsvParseSalesReportReader(),
    unmatchedLines: new DrizzleUnmatchedLinesRepository(db),
    royaltyPeriods: new DrizzleRoyaltyPeriodsRepository(db),
    statementQueries: new DrizzleStatementQueries(db),
    statementDocument: new PdfLibStatementDocument(),
  };
}
