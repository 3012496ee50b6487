import type { CsvTemplate, MatchedReportLine } from '../../domain/statements';

export interface NewSalesReport {
  periodId: string;
  fileName: string;
  format: 'dsrf' | 'csv';
}

export interface FinishedSalesReport {
  store: string;
  sha256: string;
  lineCount: number;
  /** Currency → the exact total in precise units (decimal string). */
  totals: Record<string, string>;
}

export interface RoyaltyPeriodState {
  id: string;
  name: string;
  status: 'open' | 'closed';
  baseCurrency: string;
}

/** Sales reports and their lines; every write joins the caller's unit of work (an import is all or nothing). */
export interface SalesReportsRepository {
  period(periodId: string): Promise<RoyaltyPeriodState | null>;
  isImported(sha256: string): Promise<boolean>;
  /** Answers the new report's id. */
  begin(report: NewSalesReport): Promise<string>;
  addLines(reportId: string, lines: readonly MatchedReportLine[]): Promise<void>;
  /** False when another report already has this hash (the same file). */
  finish(reportId: string, finished: FinishedSalesReport): Promise<boolean>;
  template(store: string): Promise<CsvTemplate | null>;
  saveTemplate(template: CsvTemplate): Promise<void>;
}
