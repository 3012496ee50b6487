import { DsrfReader, parsePreciseAmount } from '../../../domain/statements';
import { dsrfRecord } from '../../support/statements/report-files';

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
