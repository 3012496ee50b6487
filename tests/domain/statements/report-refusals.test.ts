import {
  allocate,
  collaboratorPayee,
  convertAll,
  CsvReader,
  type CsvTemplate,
  DsrfReader,
  largestRemainder,
  parseExchangeRate,
  parsePreciseAmount,
  type ReportLine,
  ReportLineError,
  type SalesGroup,
  templateProblems,
} from '../../../domain/statements';
import { dsrfRecord } from '../../support/statements/report-files';

const template: CsvTemplate = {
  store: 'Shop',
  delimiter: ',',
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
      "line 2: the amount '1,5' is not a number with at most ten decimals",
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
      templateProblems({ store: 'Shop', delimiter: '\t', columns: { amount: 'N', isrc: 'I', month: 'M', currency: 'C' }, currency: null }),
    ).toEqual([]);
  });
});

/** A DSRF reader that has read the header and one summary of 10 usages worth 1.00 EUR. */
function dsrfWithSummary(summary: Record<string, string | number> = {}): DsrfReader {
  const reader = new DsrfReader();
  const head = dsrfRecord('HEAD', { UsageStartDate: '2030-03-01', ServiceDescription: 'Streams Inc' }).split('\t');
  reader.accept(1, head);
  const sy = { SummaryRecordId: 'S1', Territory: 'FR', CurrencyOfReporting: 'EUR', NetRevenue: '1.00', Usages: 10, ...summary };
  reader.accept(2, dsrfRecord('SY02.02', sy).split('\t'));
  return reader;
}
const row = (type: string, values: Record<string, string | number>) => dsrfRecord(type, values).split('\t');

describe('DSRF report refusals', () => {
  it('refuses a header without a usage start date', () => {
    expect(() => new DsrfReader().accept(1, row('HEAD', { UsageStartDate: 'March' }))).toThrow(
      "line 1: the usage start date 'March' is not a date",
    );
  });

  it('refuses a summary whose revenue or usages cannot be read', () => {
    expect(() => dsrfWithSummary({ NetRevenue: 'lots' })).toThrow("line 2: the amount 'lots' is not a number with at most ten decimals");
    expect(() => dsrfWithSummary({ Usages: '1e3' })).toThrow('line 2: the usages are not a whole number');
  });

  it('refuses an unknown record type, a line after the FOOT, and a sale of an unknown summary or reference', () => {
    const reader = dsrfWithSummary();
    expect(() => reader.accept(3, ['XX01', 'a'])).toThrow("line 3: the record type 'XX01' is not in the basic audio profile");
    reader.accept(3, row('AS01', { BlockId: 'B1', ResourceReference: 'A1', ISRC: 'GBA1B3000001|GBA1B3000002', Title: 'Tide' }));
    expect(() => reader.accept(4, row('SU01', { BlockId: 'B1', SummaryRecordId: 'S9', TransactedResource: 'A1', Usages: 1 }))).toThrow(
      "line 4: the summary record 'S9' is not in the file's summary",
    );
    expect(() => reader.accept(4, row('SU01', { BlockId: 'B1', SummaryRecordId: 'S1', TransactedResource: 'A1', Usages: 'x' }))).toThrow(
      'line 4: the usages are not a whole number',
    );
    expect(() => reader.accept(4, row('SU01', { BlockId: 'B1', SummaryRecordId: 'S1', TransactedResource: 'A7', Usages: 1 }))).toThrow(
      "line 4: the reference 'A7' names no release or resource of this block",
    );
    expect(() =>
      reader.accept(4, row('SU02', { BlockId: 'B1', SummaryRecordId: 'S1', TransactedRelease: 'R7', NumberOfStreams: 1 })),
    ).toThrow("line 4: the reference 'R7' names no release or resource of this block");
    reader.accept(5, row('FOOT', {}));
    expect(() => reader.accept(6, row('SU01', {}))).toThrow('line 6: the FOOT record does not count the lines before it');
  });

  it("sells an AS01 resource's first ISRC under the SU01 usages, and skips blank lines", () => {
    const reader = dsrfWithSummary();
    expect(reader.accept(3, [''])).toBeNull();
    reader.accept(
      4,
      row('AS01', {
        BlockId: 'B1',
        ResourceReference: 'A1',
        ISRC: 'GBA1B3000001|GBA1B3000002',
        Title: 'Tide',
        DisplayArtistName: 'Nova|Ada',
      }),
    );
    const sale = reader.accept(5, row('SU01', { BlockId: 'B1', SummaryRecordId: 'S1', TransactedResource: 'A1', Usages: 10 }));
    expect(sale).toMatchObject({
      isrc: 'GBA1B3000001',
      upc: null,
      artist: 'Nova',
      store: 'Streams Inc',
      country: 'FR',
      month: '2030-03',
      usages: 10,
    });
    expect(sale?.amount).toBe(parsePreciseAmount('1.00'));
    reader.accept(6, row('FOOT', {}));
    reader.finish(6);
  });

  it('sells a release alone, when the sale names no resource, and passes over the sales of a summary of no usages', () => {
    const reader = dsrfWithSummary({ Usages: 0, NetRevenue: '0' });
    reader.accept(3, row('RE01', { BlockId: 'B1', ReleaseReference: 'R1', ICPN: '12345678', Title: 'EP', DisplayArtistName: 'Nova' }));
    expect(reader.accept(4, row('SU02', { BlockId: 'B1', SummaryRecordId: 'S1', TransactedRelease: 'R1', NumberOfStreams: 4 }))).toBeNull();
    const paid = dsrfWithSummary({ NetRevenue: '-0.30', Usages: 4 });
    paid.accept(3, row('RE01', { BlockId: 'B1', ReleaseReference: 'R1', ICPN: '12345678', Title: 'EP', DisplayArtistName: 'Nova' }));
    const amounts = [1, 3].map((n, i) =>
      paid.accept(4 + i, row('SU02', { BlockId: 'B1', SummaryRecordId: 'S1', TransactedRelease: 'R1', NumberOfStreams: n })),
    );
    expect(amounts.map((l) => [l?.upc, l?.title, l?.isrc])).toEqual([
      ['00000012345678', 'EP', null],
      ['00000012345678', 'EP', null],
    ]);
    // A fine of 0.30 over 4 usages, floored line by line: the lines still add up to it exactly.
    expect(amounts.map((l) => l?.amount)).toEqual([-750000000n, -2250000000n]);
  });

  it('splits an uneven fine by floor, line by line, so the lines add up to it exactly', () => {
    const reader = dsrfWithSummary({ NetRevenue: '-1.00', Usages: 3 });
    reader.accept(3, row('AS02', { BlockId: 'B1', ResourceReference: 'A1', ISRC: 'GBA1B3000001' }));
    const amounts = [1, 1, 1].map(
      (n, i) =>
        reader.accept(4 + i, row('SU02', { BlockId: 'B1', SummaryRecordId: 'S1', TransactedResource: 'A1', NumberOfStreams: n }))?.amount,
    );
    expect(amounts).toEqual([-3333333334n, -3333333333n, -3333333333n]);
  });

  it('reads a summary without revenue or usages as nothing to pay, and a sale without usages as none', () => {
    const reader = new DsrfReader();
    reader.accept(1, row('HEAD', { UsageStartDate: '2030-03-01', SenderName: 'Shop' }));
    reader.accept(2, row('SY02.02', { SummaryRecordId: 'S1', CurrencyOfReporting: 'EUR' }));
    reader.accept(3, row('AS01', { BlockId: 'B1', ResourceReference: 'A1', ISRC: 'GBA1B3000001' }));
    // A row cut short after its resource: the usages cell is missing altogether.
    expect(reader.accept(4, ['SU01', 'B1', 'S1', 'T1', '', 'A1'])).toBeNull();
    reader.accept(5, row('FOOT', {}));
    expect(() => reader.finish(5)).not.toThrow();
  });

  it('refuses a record with no type that has cells', () => {
    expect(() => dsrfWithSummary().accept(3, ['', 'B1'])).toThrow("line 3: the record type '' is not in the basic audio profile");
  });

  it("takes the sender's id as the store when the header names none", () => {
    const reader = new DsrfReader();
    reader.accept(1, row('HEAD', { UsageStartDate: '2030-03-01', SenderPartyId: 'PADPIDA1' }));
    reader.accept(2, row('SY02.02', { SummaryRecordId: 'S1', CurrencyOfReporting: 'EUR', AllocatedNetRevenue: '2', AllocatedUsages: 1 }));
    reader.accept(3, row('AS02', { BlockId: 'B1', ResourceReference: 'A1', ISRC: 'GBA1B3000001' }));
    expect(
      reader.accept(4, row('SU02', { BlockId: 'B1', SummaryRecordId: 'S1', TransactedResource: 'A1', NumberOfStreams: 1 }))?.store,
    ).toBe('PADPIDA1');
  });
});

describe('exchange and rounding refusals', () => {
  it('reads a rate with up to ten decimals and refuses zero, a sign or eleven decimals', () => {
    expect(parseExchangeRate(' 1.0834 ')).toBe(10834000000n);
    expect(parseExchangeRate('2')).toBe(20000000000n);
    expect(parseExchangeRate('0.0000000000')).toBeNull();
    expect(parseExchangeRate('-1')).toBeNull();
    expect(parseExchangeRate('1.00000000001')).toBeNull();
  });

  it('converts to a currency of fewer or more decimals, the parts adding up to the converted whole', () => {
    // 3 × 0.01 USD at 150 JPY per USD is 4.5 JPY: rounded to 5, the parts 2 + 2 + 1.
    const yen = convertAll([1n, 1n, 1n], 'USD', 'JPY', 1500000000000n);
    expect(yen).toEqual([2n, 2n, 1n]);
    // And to one of more: 1,000 JPY at 0.001 KWD per JPY is 1 KWD, 1,000 fils.
    expect(convertAll([1000n], 'JPY', 'KWD', 10000000n)).toEqual([1000n]);
  });

  it('refuses a denominator not above zero and a target the shares cannot reach', () => {
    expect(() => largestRemainder([1n], 0n, 0n)).toThrow('denominator must be positive');
    expect(() => largestRemainder([1n, 1n], 10n, 3n)).toThrow('target out of reach of the shares');
    expect(() => largestRemainder([10n], 10n, 0n)).toThrow('target out of reach of the shares');
  });
});

describe('allocation edges', () => {
  const group = (over: Partial<SalesGroup>): SalesGroup => ({
    reportId: 'r1',
    currency: 'EUR',
    amount: parsePreciseAmount('10')!,
    artistId: 'a1',
    releaseId: 'rel1',
    trackId: 't1',
    store: 'Spotify',
    country: 'GB',
    month: '2030-01',
    ...over,
  });
  const ana = collaboratorPayee('ana@example.com');

  it('refuses a master split over 100%', () => {
    const terms = { artistRate: () => 5000, masterShares: () => [{ payee: ana, name: 'Ana', basisPoints: 10001, agreed: true }] };
    expect(() => allocate([group({})], terms)).toThrow('the master split of track t1 is over 100%');
  });

  it('leaves the artist nothing of a whole split, and the artist the whole artist share of a release-level sale', () => {
    const terms = { artistRate: () => 5000, masterShares: () => [{ payee: ana, name: 'Ana', basisPoints: 10000, agreed: true }] };
    expect(allocate([group({})], terms).map((e) => [e.kind, e.payee, e.minor])).toEqual([
      ['label', null, 500n],
      ['payee', ana, 500n],
    ]);
    expect(allocate([group({ trackId: null })], terms).map((e) => [e.kind, e.payee, e.minor])).toEqual([
      ['label', null, 500n],
      ['payee', 'artist:a1', 500n],
    ]);
  });
});
