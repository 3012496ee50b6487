import {
  CsvReader,
  type CsvTemplate,
  parsePreciseAmount,
  type ReportLine,
  ReportLineError,
  templateProblems,
} from '../../../domain/statements';

const template: CsvTemplate = {
  store: 'Shop',
  delimiter: ',',
  numberFormat: 'decimal-point',
  columns: { isrc: 'ISRC', month: 'Month', amount: 'Net', usages: 'Plays', country: 'Land' },
  currency: 'EUR',
};

/** The refusal of one row after a good header, as `line N: why`. */
function csvRefusal(row: string[], t: CsvTemplate = template): string {
  const reader = new CsvReader(t);
  reader.accept(1, ['ISRC', 'Month', 'Net', 'Plays', 'Land', 'Cur']);
  try {
    reader.accept(2, row);
  } catch (error) {
    if (error instanceof ReportLineError) return error.message;
    throw error;
  }
  return 'accepted';
}

describe('CSV report refusals', () => {
  it('refuses a line whose amount, month or usages cannot be read, naming the value', () => {
    expect(csvRefusal(['GBA1B3000001', '2030-01', '1,5', '3', 'gb'])).toBe(
      "line 2: the amount '1,5' is not written as the template's numbers are (like 1,234.56) with at most ten decimals",
    );
    expect(csvRefusal(['GBA1B3000001', 'Jan 2030', '1.5', '3', 'gb'])).toBe(
      "line 2: the month 'Jan 2030' is not written YYYY-MM or YYYY-MM-DD",
    );
    expect(csvRefusal(['GBA1B3000001', '2030-01', '1.5', '3.5', 'gb'])).toBe('line 2: the usages are not a whole number');
  });

  it("refuses a line without a currency when the template gives none, and a currency column's bad code", () => {
    expect(csvRefusal(['GBA1B3000001', '2030-01', '1.5', '3', 'gb'], { ...template, currency: null })).toBe(
      "line 2: '' is not a three-letter currency code",
    );
    expect(
      csvRefusal(['GBA1B3000001', '2030-01', '1.5', '3', 'gb', 'euro'], { ...template, columns: { ...template.columns, currency: 'Cur' } }),
    ).toBe("line 2: 'euro' is not a three-letter currency code");
  });

  it('reads a short row as blanks, a date as its month, no usages as 0, and skips blank lines', () => {
    const reader = new CsvReader(template);
    expect(reader.accept(1, [''])).toBeNull();
    expect(reader.accept(2, [' isrc ', 'MONTH', 'net', 'plays', 'land'])).toBeNull();
    expect(reader.accept(3, ['   '])).toBeNull();
    const line = reader.accept(4, ['gb-a1b-30-00001', '2030-02-17', '-0.25', '']);
    expect(line).toEqual<ReportLine>({
      line: 4,
      isrc: 'GBA1B3000001',
      upc: null,
      title: '',
      artist: '',
      store: 'Shop',
      country: '',
      month: '2030-02',
      currency: 'EUR',
      amount: parsePreciseAmount('-0.25')!,
      usages: 0,
    });
    reader.finish(4);
  });

  it('refuses a file with no header row', () => {
    const reader = new CsvReader(template);
    reader.accept(1, ['']);
    expect(() => reader.finish(1)).toThrow('line 1: the file has no header row');
  });
});

describe('CSV template problems', () => {
  it('names a store too long, a currency neither mapped nor valid, a bad delimiter and a blank or long header', () => {
    const problems = templateProblems({
      store: 'x'.repeat(81),
      delimiter: '|' as CsvTemplate['delimiter'],
      numberFormat: 'decimal-point',
      columns: { amount: 'Net', upc: 'UPC', month: 'Month', title: ' ', artist: 'a'.repeat(121) },
      currency: 'euro',
    });
    expect(problems).toEqual([
      'Name the store (at most 80 characters).',
      'Map the currency column or give the currency of every line.',
      'The delimiter is a comma, a semicolon or a tab.',
      'A column header is 1 to 120 characters.',
      'A column header is 1 to 120 characters.',
    ]);
  });

  it('takes a mapped currency column without a fixed currency, and a tab-separated layout', () => {
    expect(
      templateProblems({
        store: 'Shop',
        delimiter: '\t',
        numberFormat: 'decimal-point',
        columns: { amount: 'N', isrc: 'I', month: 'M', currency: 'C' },
        currency: null,
      }),
    ).toEqual([]);
  });
});
