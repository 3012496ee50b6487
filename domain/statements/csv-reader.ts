import { CSV_FIELDS, type CsvField, type CsvTemplate, NUMBER_FORMAT_EXAMPLES } from './csv-template';
import { parseFormattedAmount, parseFormattedCount } from './formatted-number';
import { isCurrencyCode } from './currency';
import { isrcKey, type ReportLine, ReportLineError, upcKey } from './report-line';
import { STATEMENT_MESSAGES as M } from './statements.messages';

const MONTH = /^(\d{4})-(\d{2})(?:-\d{2})?/;

/** Reads a store's CSV report through its template: the first row is the header, each further row one sale. */
export class CsvReader {
  private positions: Partial<Record<CsvField, number>> | null = null;

  constructor(private readonly template: CsvTemplate) {}

  accept(line: number, row: readonly string[]): ReportLine | null {
    if (row.length === 1 && row[0].trim() === '') return null;
    if (!this.positions) {
      this.positions = this.header(line, row);
      return null;
    }
    const cell = (field: CsvField) => {
      const at = this.positions?.[field];
      return at === undefined ? '' : (row[at] ?? '').trim();
    };
    const { numberFormat } = this.template;
    const amount = parseFormattedAmount(cell('amount'), numberFormat);
    if (amount === null) throw new ReportLineError(line, M.badFormattedAmount(cell('amount'), NUMBER_FORMAT_EXAMPLES[numberFormat]));
    const currency = cell('currency') || this.template.currency || '';
    if (!isCurrencyCode(currency)) throw new ReportLineError(line, M.badCurrency(currency));
    const month = MONTH.exec(cell('month'));
    if (!month) throw new ReportLineError(line, `the month '${cell('month')}' is not written YYYY-MM or YYYY-MM-DD`);
    const usages = cell('usages') === '' ? 0 : parseFormattedCount(cell('usages'), numberFormat);
    if (usages === null) throw new ReportLineError(line, 'the usages are not a whole number');
    return {
      line,
      isrc: isrcKey(cell('isrc')),
      upc: upcKey(cell('upc')),
      title: cell('title'),
      artist: cell('artist'),
      store: this.template.store,
      country: cell('country').toUpperCase(),
      month: `${month[1]}-${month[2]}`,
      currency,
      amount,
      usages,
    };
  }

  finish(lastLine: number): void {
    if (!this.positions) throw new ReportLineError(lastLine, 'the file has no header row');
  }

  private header(line: number, row: readonly string[]): Partial<Record<CsvField, number>> {
    const headers = row.map((h) => h.trim().toLowerCase());
    const positions: Partial<Record<CsvField, number>> = {};
    for (const field of CSV_FIELDS) {
      const wanted = this.template.columns[field];
      if (wanted === undefined) continue;
      const at = headers.indexOf(wanted.trim().toLowerCase());
      if (at < 0) throw new ReportLineError(line, M.missingColumn(wanted));
      positions[field] = at;
    }
    return positions;
  }
}
