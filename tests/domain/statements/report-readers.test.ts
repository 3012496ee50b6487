import { CsvReader, DsrfReader, type ReportLine, ReportLineError, templateProblems } from '../../../domain/statements';
import { csvText, dsrfLines } from '../../support/statements/report-files';

const sale = (streams: number, isrc = 'GBA1B3000001') => ({
  summaryId: 'S1',
  isrc,
  upc: '012345000017',
  title: 'Tide',
  artist: 'Nova',
  streams,
});

function readAll(reader: DsrfReader | CsvReader, text: string, delimiter: string): ReportLine[] {
  const rows = text.trimEnd().split('\n');
  const lines = rows.flatMap((row, i) => reader.accept(i + 1, row.split(delimiter)) ?? []);
  reader.finish(rows.length);
  return lines;
}

describe('DSRF basic audio profile reader', () => {
  it("gives each sale its summary's revenue by usages, adding up exactly", () => {
    const text = [
      ...dsrfLines({
        store: 'Streamy',
        month: '2030-01',
        summaries: [{ id: 'S1', territory: 'GB', currency: 'EUR', revenue: '10', usages: 3 }],
        sales: [sale(1), sale(1), sale(1)],
      }),
    ].join('\n');
    const lines = readAll(new DsrfReader(), text, '\t');
    expect(lines.map((l) => l.amount)).toEqual([33_333_333_333n, 33_333_333_333n, 33_333_333_334n]);
    expect(lines[0]).toMatchObject({
      isrc: 'GBA1B3000001',
      upc: '00012345000017',
      store: 'Streamy',
      country: 'GB',
      month: '2030-01',
      line: 5,
    });
  });

  it('refuses a file whose sales do not add up to a summary, or that has no FOOT, naming the line', () => {
    const summaries = [{ id: 'S1', territory: 'GB', currency: 'EUR', revenue: '10', usages: 5 }];
    const short = [...dsrfLines({ store: 'S', month: '2030-01', summaries, sales: [sale(2)] })];
    expect(() => readAll(new DsrfReader(), short.join('\n'), '\t')).toThrow(/line 6: the usages of summary 'S1'/);
    expect(() => readAll(new DsrfReader(), short.slice(0, -1).join('\n'), '\t')).toThrow(ReportLineError);
  });

  it("reads a record's cells by the file's own # description", () => {
    const reader = new DsrfReader();
    reader.accept(1, ['#SY02', 'SummaryRecordId', 'Territory', 'CurrencyOfReporting', 'NetRevenue', 'Usages']);
    expect(() => reader.accept(2, ['SY02.02', 'S1', 'FR', 'EURO', '1', '1'])).toThrow(/'EURO' is not a three-letter currency code/);
  });
});

describe('CSV reader through a store template', () => {
  const template = {
    store: 'Shop',
    delimiter: ',' as const,
    numberFormat: 'decimal-point' as const,
    columns: { isrc: 'Track ISRC', amount: 'Net', month: 'Period', title: 'Title' },
    currency: 'USD',
  };

  it('maps the columns and keeps a fine as a negative amount', () => {
    const text = csvText([
      ['Period', 'Track ISRC', 'Title', 'Net'],
      ['2030-01-15', 'GB-A1B-30-00001', 'Tide', '1.25'],
      ['2030-01', 'GBA1B3000001', 'Fine', '-0.5'],
    ]);
    const lines = readAll(new CsvReader(template), text, ',');
    expect(lines.map((l) => [l.line, l.isrc, l.month, l.currency, l.amount])).toEqual([
      [2, 'GBA1B3000001', '2030-01', 'USD', 12_500_000_000n],
      [3, 'GBA1B3000001', '2030-01', 'USD', -5_000_000_000n],
    ]);
  });

  it('names a missing column and a bad amount', () => {
    expect(() => readAll(new CsvReader(template), csvText([['Period', 'Net']]), ',')).toThrow(/column 'Track ISRC'/);
    expect(() =>
      readAll(
        new CsvReader(template),
        csvText([
          ['Period', 'Track ISRC', 'Title', 'Net'],
          ['2030-01', 'X', 'T', '1.5x'],
        ]),
        ',',
      ),
    ).toThrow(/line 2/);
  });

  it('says what a template lacks', () => {
    expect(templateProblems({ ...template, columns: {}, currency: null })).toHaveLength(4);
    expect(templateProblems(template)).toEqual([]);
  });
});

describe('DSRF reader refusals, each naming the line', () => {
  const summaries = [{ id: 'S1', territory: 'GB', currency: 'EUR', revenue: '10', usages: 1 }];
  const lines = () => [...dsrfLines({ store: 'S', month: '2030-01', summaries, sales: [sale(1)] })];
  const withLine = (index: number, change: (cells: string[]) => void) => {
    const all = lines();
    const cells = all[index].split('\t');
    change(cells);
    all[index] = cells.join('\t');
    return all.join('\n');
  };
  const refusal = (text: string) => {
    try {
      readAll(new DsrfReader(), text, '\t');
    } catch (error) {
      return (error as Error).message;
    }
    return 'read';
  };

  it.each([
    ['a head without a usage start date', () => withLine(0, (c) => (c[8] = 'soon')), /line 1: .*'soon' is not a date/],
    ['a summary amount that is not a number', () => withLine(1, (c) => ((c[11] = 'ten'), (c[16] = 'ten'))), /line 2: /],
    [
      'summary usages that are not whole',
      () => withLine(1, (c) => ((c[8] = '1.5'), (c[14] = '1.5'))),
      /line 2: the usages are not a whole number/,
    ],
    ['an unknown record', () => withLine(2, (c) => (c[0] = 'ZZ99')), /line 3: /],
    ['a sale of an unknown summary', () => withLine(4, (c) => (c[2] = 'S9')), /line 5: /],
    ['a sale of nothing the report lists', () => withLine(4, (c) => ((c[4] = 'R9'), (c[5] = 'A9'))), /line 5: /],
    ['sale usages that are not whole', () => withLine(4, (c) => (c[7] = 'x')), /line 5: the usages are not a whole number/],
    ['a record after the FOOT', () => [...lines(), lines()[4]].join('\n'), /line 7: /],
  ])('refuses %s', (_name, text, message) => {
    expect(refusal(text())).toMatch(message);
  });

  it('reads a summary of no usages as nothing to pay', () => {
    const none = [{ ...summaries[0], usages: 0, revenue: '0' }];
    const text = [...dsrfLines({ store: 'S', month: '2030-01', summaries: none, sales: [sale(0)] })].join('\n');
    expect(readAll(new DsrfReader(), text, '\t')).toEqual([]);
  });
});
