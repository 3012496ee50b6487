import {
  CsvReader,
  type CsvTemplate,
  parseFormattedAmount,
  parseFormattedCount,
  parsePreciseAmount,
  ReportLineError,
  templateProblems,
} from '../../../domain/statements';

const exact = (plain: string) => parsePreciseAmount(plain);

describe('amounts in a template number format', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['1234,56', '1234.56'],
    ['12.345.678,0000000001', '12345678.0000000001'],
    ['-0,5', '-0.5'],
    ['+3', '3'],
    ['1.234', '1234'],
    [' 7,25 ', '7.25'],
  ])('with a decimal comma reads %s exactly as %s', (text, plain) => {
    expect(parseFormattedAmount(text, 'decimal-comma')).toBe(exact(plain));
  });

  it.each([
    ['1,234.56', '1234.56'],
    ['1234.56', '1234.56'],
    ['-1,000,000', '-1000000'],
    ['0.001', '0.001'],
  ])('with a decimal point reads %s exactly as %s', (text, plain) => {
    expect(parseFormattedAmount(text, 'decimal-point')).toBe(exact(plain));
  });

  it.each([
    ['1,234.56', 'decimal-comma'],
    ['12.34', 'decimal-comma'],
    ['0.001', 'decimal-comma'],
    ['1.23,4', 'decimal-comma'],
    ['1,2,3', 'decimal-comma'],
    ['1,', 'decimal-comma'],
    ['', 'decimal-comma'],
    ['1.234,56', 'decimal-point'],
    ['1,5', 'decimal-point'],
    ['1,23.4', 'decimal-point'],
    ['1.00000000001', 'decimal-point'],
    ['ten', 'decimal-point'],
  ] as const)('refuses %s written in the other format or in none (%s)', (text, format) => {
    expect(parseFormattedAmount(text, format)).toBeNull();
  });

  it('reads counts with the format thousands separator, and returns as negative counts', () => {
    expect(parseFormattedCount('12.345', 'decimal-comma')).toBe(12345);
    expect(parseFormattedCount('12,345', 'decimal-point')).toBe(12345);
    expect(parseFormattedCount('-3', 'decimal-comma')).toBe(-3);
    expect(parseFormattedCount('3,5', 'decimal-comma')).toBeNull();
  });
});

describe('a decimal-comma CSV template', () => {
  const template: CsvTemplate = {
    store: 'Tienda',
    delimiter: ';',
    columns: { isrc: 'ISRC', month: 'Mes', amount: 'Neto', usages: 'Escuchas' },
    currency: 'EUR',
    numberFormat: 'decimal-comma',
  };

  it('reads 1.234,56 and 12.345 plays exactly, and refuses a decimal-point amount naming its line', () => {
    const reader = new CsvReader(template);
    reader.accept(1, ['ISRC', 'Mes', 'Neto', 'Escuchas']);
    expect(reader.accept(2, ['GBA1B3000001', '2030-01', '1.234,56', '12.345'])).toMatchObject({
      amount: exact('1234.56'),
      usages: 12345,
    });
    expect(() => reader.accept(3, ['GBA1B3000001', '2030-01', '1,234.56', '1'])).toThrow(
      new ReportLineError(
        3,
        "the amount '1,234.56' is not written as the template's numbers are (like 1.234,56) with at most ten decimals",
      ),
    );
  });

  it('cannot be comma-delimited, and names a number format it does not know', () => {
    expect(templateProblems({ ...template, delimiter: ',' })).toEqual(['Numbers with a decimal comma need a semicolon or tab delimiter.']);
    expect(templateProblems({ ...template, numberFormat: 'roman' as CsvTemplate['numberFormat'] })).toEqual([
      'Numbers are written 1,234.56 or 1.234,56.',
    ]);
  });
});
