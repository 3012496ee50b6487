import { Readable } from 'node:stream';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { DrizzleSalesCatalogue } from '../../../adapters/persistence/repositories/drizzle.sales-catalogue';
import { DrizzleSalesReportsRepository } from '../../../adapters/persistence/repositories/drizzle.sales-reports.repository';
import { DrizzleUnitOfWork } from '../../../adapters/persistence/unit-of-work';
import { CsvParseSalesReportReader } from '../../../adapters/sales-report-reader/csv-parse.sales-report-reader';
import { DrizzleRoyaltyPeriodsRepository } from '../../../adapters/persistence/repositories/drizzle.royalty-periods.repository';
import { DrizzleStatementQueries } from '../../../adapters/persistence/repositories/drizzle.statement-queries';
import { DrizzleSplitSheetAgreedSplits } from '../../../adapters/persistence/repositories/drizzle.split-sheet.agreed-splits';
import { DrizzleUnmatchedLinesRepository } from '../../../adapters/persistence/repositories/drizzle.unmatched-lines.repository';
import type { AgreedSplits } from '../../../application/ports/agreed-splits.port';
import { ClosePeriodUseCase } from '../../../application/use-cases/statements/close-period.use-case';
import { ImportSalesReportUseCase } from '../../../application/use-cases/statements/import-sales-report.use-case';
import { ListUnmatchedLinesUseCase } from '../../../application/use-cases/statements/list-unmatched-lines.use-case';
import { MatchLinesByHandUseCase } from '../../../application/use-cases/statements/match-lines-by-hand.use-case';
import { ReopenPeriodUseCase } from '../../../application/use-cases/statements/reopen-period.use-case';

/** The statements' use cases on one test database, wired as the API wires them. */
export function statementUseCases(database: DatabaseHandle, splits: AgreedSplits = new DrizzleSplitSheetAgreedSplits(database.db)) {
  const reports = new DrizzleSalesReportsRepository(database.db);
  const catalogue = new DrizzleSalesCatalogue(database.db);
  const unitOfWork = new DrizzleUnitOfWork(database.db);
  const periods = new DrizzleRoyaltyPeriodsRepository(database.db);
  const unmatched = new DrizzleUnmatchedLinesRepository(database.db);
  return {
    reports,
    periods,
    queries: new DrizzleStatementQueries(database.db),
    importReport: new ImportSalesReportUseCase({ unitOfWork, reader: new CsvParseSalesReportReader(), reports, catalogue }),
    listUnmatched: new ListUnmatchedLinesUseCase({ unmatched, catalogue, reports }),
    matchByHand: new MatchLinesByHandUseCase({ unmatched, catalogue, reports }),
    close: new ClosePeriodUseCase({ unitOfWork, periods, splits }),
    reopen: new ReopenPeriodUseCase({ unitOfWork, periods }),
  };
}

export async function openPeriod(database: DatabaseHandle, name: string, baseCurrency = 'EUR'): Promise<string> {
  const [row] = await database.query<{ id: string }>('INSERT INTO royalty_periods (name, base_currency) VALUES ($1, $2) RETURNING id', [
    name,
    baseCurrency,
  ]);
  return row.id;
}

export const fileOf = (text: string) => Readable.from([Buffer.from(text)]);
