import { DSRF_CELLS, firstValue, recordFamily } from './dsrf-cells';
import { isCurrencyCode } from './currency';
import { parsePreciseAmount } from './precise-amount';
import { isrcKey, type ReportLine, ReportLineError, upcKey } from './report-line';
import { STATEMENT_MESSAGES as M } from './statements.messages';

interface Summary {
  territory: string;
  currency: string;
  revenue: bigint;
  usages: bigint;
  counted: bigint;
}

interface Item {
  identifier: string | null;
  title: string;
  artist: string;
}

const floorDivide = (n: bigint, d: bigint) => (n % d !== 0n && n < 0n ? n / d - 1n : n / d);
const wholeNumber = (text: string) => (/^\d+$/.test(text) ? BigInt(text) : null);

/**
 * Reads a DSRF basic audio profile report line by line (HEAD, summaries, blocks of releases, resources and sales,
 * FOOT). The revenue sits on the summary records; each sale line gets its summary's revenue in proportion to its
 * usages, apportioned cumulatively so the lines of a summary add up to its revenue exactly, one line at a time.
 */
export class DsrfReader {
  private readonly cells = new Map<string, readonly string[]>(Object.entries(DSRF_CELLS));
  private readonly summaries = new Map<string, Summary>();
  private store = '';
  private month = '';
  private blockId = '';
  private releases = new Map<string, Item>();
  private resources = new Map<string, Item>();
  private footLine = 0;

  accept(line: number, row: readonly string[]): ReportLine | null {
    const type = row[0] ?? '';
    if (type === '' && row.length <= 1) return null;
    if (type.startsWith('#')) {
      this.cells.set(recordFamily(type.slice(1)), row.slice(1));
      return null;
    }
    if (this.footLine) throw new ReportLineError(line, M.footMismatch);
    const family = recordFamily(type);
    const names = this.cells.get(family);
    if (!names) throw new ReportLineError(line, M.unknownRecord(type));
    const cell = (name: string) => (row[names.indexOf(name) + 1] ?? '').trim();
    if (family === 'HEAD') return this.head(line, cell);
    if (family === 'FOOT') this.footLine = line;
    else if (family === 'SY02') this.summary(line, cell);
    else if (family === 'RE01' || family === 'AS01' || family === 'AS02') this.item(family, cell);
    else if (family === 'SU01' || family === 'SU02') return this.sale(line, family, cell);
    return null;
  }

  /** After the last line: the FOOT was there and every summary's usages were reported line by line. */
  finish(lastLine: number): void {
    if (!this.footLine) throw new ReportLineError(lastLine, M.noFoot);
    for (const [id, summary] of this.summaries)
      if (summary.counted !== summary.usages && summary.revenue !== 0n) throw new ReportLineError(this.footLine, M.usagesMismatch(id));
  }

  private head(line: number, cell: (name: string) => string): null {
    const start = cell('UsageStartDate');
    if (!/^\d{4}-\d{2}/.test(start)) throw new ReportLineError(line, `the usage start date '${start}' is not a date`);
    this.month = start.slice(0, 7);
    this.store = cell('SenderName') || cell('ServiceDescription') || cell('SenderPartyId');
    return null;
  }

  private summary(line: number, cell: (name: string) => string): void {
    const currency = cell('CurrencyOfReporting');
    if (!isCurrencyCode(currency)) throw new ReportLineError(line, M.badCurrency(currency));
    const revenueText = cell('AllocatedNetRevenue') || cell('NetRevenue') || '0';
    const revenue = parsePreciseAmount(revenueText);
    if (revenue === null) throw new ReportLineError(line, M.badAmount(revenueText));
    const usages = wholeNumber(cell('AllocatedUsages') || cell('Usages') || '0');
    if (usages === null) throw new ReportLineError(line, 'the usages are not a whole number');
    this.summaries.set(cell('SummaryRecordId'), { territory: cell('Territory'), currency, revenue, usages, counted: 0n });
  }

  private item(family: string, cell: (name: string) => string): void {
    if (cell('BlockId') !== this.blockId) {
      this.blockId = cell('BlockId');
      this.releases = new Map();
      this.resources = new Map();
    }
    const artist = firstValue(cell('DisplayArtistName'));
    if (family === 'RE01')
      this.releases.set(cell('ReleaseReference'), { identifier: upcKey(firstValue(cell('ICPN'))), title: cell('Title'), artist });
    else this.resources.set(cell('ResourceReference'), { identifier: isrcKey(firstValue(cell('ISRC'))), title: cell('Title'), artist });
  }

  private sale(line: number, family: string, cell: (name: string) => string): ReportLine | null {
    const summaryId = cell('SummaryRecordId');
    const summary = this.summaries.get(summaryId);
    if (!summary) throw new ReportLineError(line, M.unknownSummary(summaryId));
    const usages = wholeNumber(cell(family === 'SU01' ? 'Usages' : 'NumberOfStreams') || '0');
    if (usages === null) throw new ReportLineError(line, 'the usages are not a whole number');
    const resource = this.resources.get(cell('TransactedResource'));
    const release = this.releases.get(cell('TransactedRelease'));
    if (!resource && !release) throw new ReportLineError(line, M.unknownReference(cell('TransactedResource') || cell('TransactedRelease')));
    if (summary.usages === 0n) return null;
    const before = summary.counted;
    summary.counted += usages;
    const amount = floorDivide(summary.revenue * summary.counted, summary.usages) - floorDivide(summary.revenue * before, summary.usages);
    const about = resource ?? release!;
    return {
      line,
      isrc: resource?.identifier ?? null,
      upc: release?.identifier ?? null,
      title: about.title,
      artist: about.artist,
      store: this.store,
      country: summary.territory,
      month: this.month,
      currency: summary.currency,
      amount,
      usages: Number(usages),
    };
  }
}
