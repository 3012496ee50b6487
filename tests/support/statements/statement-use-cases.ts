import { Readable } from 'node:stream';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { DrizzleSalesCatalogue } from '../../../adapters/persistence/repositories/drizzle.sales-catalogue';
import { DrizzleSalesReportsRepository } from '../../../adapters/persistence/repositories/drizzle.sales-reports.repository';
import { DrizzleUnitOfWork } from '../../../adapters/persistence/unit-of-work';
import { CsvParseSalesReportReader } from '../../../adapters/sales-report-reader/csv-parse.sales-report-reader';
import { ImportSalesReportUseCase } from '../../../application/use-cases/statements/import-sales-report.use-case';

/** The statements' use cases on one test database, wired as the API wires them. */
export function statementUseCases(database: DatabaseHandle) {
  const reports = new DrizzleSalesReportsRepository(database.db);
  const catalogue = new DrizzleSalesCatalogue(database.db);
  const unitOfWork = new DrizzleUnitOfWork(database.db);
  return {
    reports,
    importReport: new ImportSalesReportUseCase({ unitOfWork, reader: new CsvParseSalesReportReader(), reports, catalogue }),
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
