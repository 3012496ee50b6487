import { payoutCsv, type PayeeStatementFigures, statementCsv } from '../../../domain/statements';
import { csvCell, csvLine } from '../../../domain/shared/csv-cell';

describe('statement CSV', () => {
  it('lists the totals per currency, then every breakdown line, quoting labels with commas or quotes', () => {
    const figures: PayeeStatementFigures = {
      totals: [
        {
          currency: 'EUR',
          earned: 1234n,
          escrowReleased: 100n,
          recouped: -34n,
          broughtForward: -200n,
          carriedForward: 0n,
          payable: 1100n,
          heldInEscrow: 5n,
        },
      ],
      breakdowns: {
        release: [{ label: 'Tide, the EP', currency: 'EUR', minor: 1234n }],
        track: [{ label: 'Say "hi"', currency: 'EUR', minor: 1234n }],
        store: [],
        country: [{ label: 'JP', currency: 'JPY', minor: 500n }],
        month: [],
      },
    };
    expect(statementCsv(figures).split('\n')).toEqual([
      'section,label,currency,amount',
      'total,earned,EUR,12.34',
      'total,escrow released,EUR,1.00',
      'total,recouped,EUR,-0.34',
      'total,brought forward,EUR,-2.00',
      'total,carried forward,EUR,0.00',
      'total,payable,EUR,11.00',
      'total,held in escrow,EUR,0.05',
      'release,"Tide, the EP",EUR,12.34',
      'track,"Say ""hi""",EUR,12.34',
      'country,JP,JPY,500',
      '',
    ]);
  });

  it('writes one payout row per payee in the base currency, with what it was made of', () => {
    const text = payoutCsv(
      [
        { payee: 'artist:a1', name: 'Nova', baseMinor: 2050n, parts: { EUR: 1000n, JPY: 1500n } },
        { payee: 'collaborator:ada@example.com', name: 'Ada', baseMinor: 5n, parts: { EUR: 5n } },
      ],
      'EUR',
    );
    expect(text.split('\n')).toEqual([
      'payee,name,currency,amount,made of',
      'artist:a1,Nova,EUR,20.50,10.00 EUR + 1500 JPY',
      'collaborator:ada@example.com,Ada,EUR,0.05,0.05 EUR',
      '',
    ]);
  });
});

describe('CSV cells for spreadsheets', () => {
  it('quotes every cell, doubles quotes and writes null as empty', () => {
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell(null)).toBe('""');
  });

  it('neutralises a leading formula character so a spreadsheet never runs it', () => {
    expect(['=SUM(A1)', '+1', '-1', '@cmd', '\tx'].map(csvCell)).toEqual(['"\'=SUM(A1)"', '"\'+1"', '"\'-1"', '"\'@cmd"', '"\'\tx"']);
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 1, null])).toBe('"a","1",""\r\n');
  });
});
