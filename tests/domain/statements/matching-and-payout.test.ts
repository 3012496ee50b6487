import {
  likelyMatches,
  matchLine,
  payeeStatementFigures,
  payoutLines,
  textSimilarity,
  type ReportLine,
  type StatementRow,
} from '../../../domain/statements';

const line = (changes: Partial<ReportLine>): ReportLine => ({
  line: 7,
  isrc: null,
  upc: null,
  title: 'Tidal Glass',
  artist: 'Nova Lane',
  store: 'Streamwave',
  country: 'GB',
  month: '2027-01',
  currency: 'EUR',
  amount: 10n,
  usages: 1,
  ...changes,
});

describe('matching a report line to the catalogue', () => {
  const track = { releaseId: 'r1', trackId: 't1', artistId: 'a1' };
  const catalogue = { isrc: new Map([['GBAYE2600001', track]]), upc: new Map([['036000291452', track]]) };

  it('takes the track by ISRC first, the release by UPC alone, and nothing otherwise', () => {
    expect(matchLine(line({ isrc: 'GBAYE2600001', upc: '036000291452' }), catalogue)).toMatchObject({ match: track, matchedBy: 'isrc' });
    expect(matchLine(line({ isrc: 'GBAYE2699999', upc: '036000291452' }), catalogue)).toMatchObject({
      match: { ...track, trackId: null },
      matchedBy: 'upc',
    });
    expect(matchLine(line({}), catalogue)).toMatchObject({ match: null, matchedBy: null });
  });

  it('offers the likeliest tracks for an unmatched line, the title counting more than the artist', () => {
    expect(textSimilarity('Tidé (Remix)', 'tide remix')).toBe(1);
    expect(textSimilarity('abc', 'xyz')).toBe(0);
    const found = likelyMatches({ title: 'Tidal Glass (Radio Edit)', artist: 'Nova Lane feat. Ada' }, [
      { title: 'Night Drive', artistName: 'Nova Lane' },
      { title: 'Tidal Glass', artistName: 'Nova Lane' },
      { title: 'Tidal Glass', artistName: 'Someone Else' },
    ]);
    expect(found.map((c) => [c.title, c.artistName])).toEqual([
      ['Tidal Glass', 'Nova Lane'],
      ['Tidal Glass', 'Someone Else'],
    ]);
  });
});

describe('the payout', () => {
  it('converts each payee to the base currency, carries a balance not above zero, and needs a rate', () => {
    const lines = payoutLines(
      [
        { payee: 'b', currency: 'EUR', minor: 1000n },
        { payee: 'a', currency: 'USD', minor: 500n },
        { payee: 'a', currency: 'EUR', minor: 250n },
        { payee: 'c', currency: 'EUR', minor: -300n },
      ],
      'EUR',
      { USD: '0.9' },
    );
    expect(lines).toEqual([
      { payee: 'a', baseMinor: 700n, parts: { USD: 500n, EUR: 250n } },
      { payee: 'b', baseMinor: 1000n, parts: { EUR: 1000n } },
    ]);
    expect(() => payoutLines([{ payee: 'a', currency: 'JPY', minor: 5n }], 'EUR', {})).toThrow('no exchange rate for JPY');
  });
});

describe("a payee's statement figures", () => {
  const row = (kind: StatementRow['kind'], minor: bigint, changes: Partial<StatementRow> = {}): StatementRow => ({
    kind,
    currency: 'EUR',
    release: 'Low Water',
    track: 'Tidal Glass',
    store: 'Streamwave',
    country: 'GB',
    month: '2027-01',
    minor,
    ...changes,
  });

  it('shows a balance below zero brought from an earlier statement and the one carried to the next, paying nothing', () => {
    const figures = payeeStatementFigures([
      row('payee', -90n),
      row('balance-brought', -20n),
      row('balance-recovered', 20n),
      row('balance-carried', 110n),
      row('balance-advanced', -110n),
    ]);
    expect(figures.totals).toEqual([
      {
        currency: 'EUR',
        earned: -90n,
        escrowReleased: 0n,
        recouped: 0n,
        broughtForward: -20n,
        carriedForward: -110n,
        payable: 0n,
        heldInEscrow: 0n,
      },
    ]);
  });

  it('totals each currency and breaks down only what was earned, largest first and months in order', () => {
    const figures = payeeStatementFigures([
      row('payee', 700n),
      row('payee', 300n, { track: 'Night Drive', store: '', month: '2026-12' }),
      row('escrow-release', 300n, { track: 'Night Drive' }),
      row('recoupment', -200n),
      row('escrow', 150n),
      row('label', 999n),
      row('payee', 50n, { currency: 'USD' }),
    ]);
    const nothingCarried = { broughtForward: 0n, carriedForward: 0n };
    expect(figures.totals).toEqual([
      { currency: 'EUR', earned: 1000n, escrowReleased: 300n, recouped: -200n, payable: 1100n, heldInEscrow: 150n, ...nothingCarried },
      { currency: 'USD', earned: 50n, escrowReleased: 0n, recouped: 0n, payable: 50n, heldInEscrow: 0n, ...nothingCarried },
    ]);
    expect(figures.breakdowns.track.map((l) => [l.label, l.currency, l.minor])).toEqual([
      ['Tidal Glass', 'EUR', 700n],
      ['Night Drive', 'EUR', 600n],
      ['Tidal Glass', 'USD', 50n],
    ]);
    expect(figures.breakdowns.store.map((l) => l.label)).toEqual(['Streamwave', '—', 'Streamwave']);
    expect(figures.breakdowns.month.map((l) => l.label)).toEqual(['2026-12', '2027-01', '2027-01']);
  });
});
