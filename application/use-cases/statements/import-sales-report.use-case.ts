import type { Readable } from 'node:stream';
import {
  CsvReader,
  DsrfReader,
  matchLine,
  type MatchedReportLine,
  ReportLineError,
  STATEMENT_MESSAGES as M,
} from '../../../domain/statements';
import { AppError } from '../../errors/app-error';
import type { StatementsPorts } from './statements.ports';

export interface SalesReportUpload {
  periodId: string;
  fileName: string;
  source: Readable;
  /** A CSV report names the store whose saved template reads it; absent for a DSRF flat file. */
  csvStore?: string;
}

export interface ImportedSalesReport {
  reportId: string;
  lineCount: number;
  unmatchedCount: number;
  totals: Record<string, string>;
}

/** Lines written per statement: large enough to be fast, small enough to stay well under the parameter limit. */
const BATCH = 5000;

/**
 * Imports a store's report into an open period as it streams in: each line parsed, matched to the catalogue by
 * ISRC or UPC and written in batches, all in one transaction, so a broken line (named in the refusal) or a file
 * imported before (same SHA-256) leaves nothing behind.
 */
export class ImportSalesReportUseCase {
  constructor(private readonly deps: Pick<StatementsPorts, 'unitOfWork' | 'reader' | 'reports' | 'catalogue'>) {}

  async execute(upload: SalesReportUpload): Promise<ImportedSalesReport> {
    const { reports } = this.deps;
    const period = await reports.period(upload.periodId);
    if (!period) throw new AppError('not_found', M.noSuchPeriod);
    if (period.status === 'closed') throw new AppError('conflict', M.periodClosed);
    const template = upload.csvStore === undefined ? null : await reports.template(upload.csvStore);
    if (upload.csvStore !== undefined && !template) throw new AppError('invalid', `No CSV template is saved for '${upload.csvStore}'.`);
    const parser = template ? new CsvReader(template) : new DsrfReader();
    const catalogue = await this.deps.catalogue.identifiers();
    const reading = this.deps.reader.read(
      upload.source,
      template ? { delimiter: template.delimiter, quoted: true } : { delimiter: '\t', quoted: false },
    );
    try {
      return await this.deps.unitOfWork.run(async () => {
        const reportId = await reports.begin({ periodId: period.id, fileName: upload.fileName, format: template ? 'csv' : 'dsrf' });
        const totals = new Map<string, bigint>();
        let batch: MatchedReportLine[] = [];
        let lastLine = 0;
        let lineCount = 0;
        let unmatchedCount = 0;
        let store = template?.store ?? '';
        for await (const row of reading.rows) {
          lastLine = row.line;
          const line = parser.accept(row.line, row.cells);
          if (!line) continue;
          const matched = matchLine(line, catalogue);
          store ||= line.store;
          lineCount++;
          if (!matched.match) unmatchedCount++;
          totals.set(line.currency, (totals.get(line.currency) ?? 0n) + line.amount);
          batch.push(matched);
          if (batch.length >= BATCH) {
            await reports.addLines(reportId, batch);
            batch = [];
          }
        }
        parser.finish(lastLine);
        if (batch.length) await reports.addLines(reportId, batch);
        const sha256 = reading.sha256();
        const written = Object.fromEntries([...totals].map(([currency, total]) => [currency, total.toString()]));
        if (
          (await reports.isImported(sha256)) ||
          !(await reports.finish(reportId, { store: store || upload.fileName, sha256, lineCount, totals: written }))
        )
          throw new AppError('conflict', M.duplicateReport);
        return { reportId, lineCount, unmatchedCount, totals: written };
      });
    } catch (error) {
      if (error instanceof ReportLineError) throw new AppError('invalid', M.brokenLine(error.line, error.why));
      throw error;
    }
  }
}
