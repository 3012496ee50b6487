import { eq, sql } from 'drizzle-orm';
import type {
  FinishedSalesReport,
  NewSalesReport,
  RoyaltyPeriodState,
  SalesReportsRepository,
} from '../../../application/ports/sales-reports.repository.port';
import type { CsvDelimiter, CsvTemplate, MatchedReportLine } from '../../../domain/statements';
import type { Database } from '../database';
import { royaltyPeriods, salesCsvTemplates, salesReports } from '../schema';
import { isUniqueViolation } from '../unique-violation';
import { scopedDb } from '../unit-of-work';
import { anyRow } from './query-helpers';
import { periodStateColumns } from './royalty-period.queries';

/** Sales reports and their lines in the database, every write inside the caller's unit of work. */
export class DrizzleSalesReportsRepository implements SalesReportsRepository {
  constructor(private readonly root: Database) {}

  private get db(): Database {
    return scopedDb(this.root);
  }

  async period(periodId: string): Promise<RoyaltyPeriodState | null> {
    if (!/^[0-9a-f-]{36}$/i.test(periodId)) return null;
    const [row] = await this.db.select(periodStateColumns).from(royaltyPeriods).where(eq(royaltyPeriods.id, periodId));
    return row ?? null;
  }

  async isImported(sha256: string): Promise<boolean> {
    return anyRow(this.db, salesReports, eq(salesReports.sha256, sha256));
  }

  async begin(report: NewSalesReport): Promise<string> {
    const [row] = await this.db
      .insert(salesReports)
      .values({ ...report, store: '', sha256: sql`'pending:' || gen_random_uuid()`, lineCount: 0, totals: {} })
      .returning({ id: salesReports.id });
    return row.id;
  }

  async addLines(reportId: string, lines: readonly MatchedReportLine[]): Promise<void> {
    // The batch as one JSON parameter: a single bind instead of sixteen per line, read back as rows by the server.
    const rows = lines.map((l) => ({
      line_number: l.line,
      isrc: l.isrc,
      upc: l.upc,
      title: l.title,
      artist: l.artist,
      store: l.store,
      country: l.country,
      month: l.month,
      currency: l.currency,
      amount: l.amount.toString(),
      usages: l.usages,
      track_id: l.match?.trackId ?? null,
      release_id: l.match?.releaseId ?? null,
      artist_id: l.match?.artistId ?? null,
      matched_by: l.matchedBy,
    }));
    await this.db.execute(sql`
      INSERT INTO sales_report_lines (report_id, line_number, isrc, upc, title, artist, store, country, month, currency,
        amount, usages, track_id, release_id, artist_id, matched_by)
      SELECT ${reportId}::uuid, r.* FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(line_number int, isrc text,
        upc text, title text, artist text, store text, country text, month text, currency text, amount bigint,
        usages bigint, track_id uuid, release_id uuid, artist_id uuid, matched_by text)`);
  }

  async finish(reportId: string, finished: FinishedSalesReport): Promise<boolean> {
    try {
      await this.db.update(salesReports).set(finished).where(eq(salesReports.id, reportId));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async template(store: string): Promise<CsvTemplate | null> {
    const [row] = await this.db.select().from(salesCsvTemplates).where(eq(salesCsvTemplates.store, store));
    if (!row) return null;
    const { store: name, columns, currency, numberFormat } = row;
    return { store: name, delimiter: row.delimiter as CsvDelimiter, columns, currency, numberFormat };
  }

  async saveTemplate(template: CsvTemplate): Promise<void> {
    const values = { ...template, updatedAt: new Date() };
    await this.db.insert(salesCsvTemplates).values(values).onConflictDoUpdate({ target: salesCsvTemplates.store, set: values });
  }
}
