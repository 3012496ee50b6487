import fc from 'fast-check';
import {
  type AllocationEntry,
  allocate,
  artistPayee,
  carryBalances,
  type OwedBalance,
  PAYABLE_KINDS,
  parsePreciseAmount,
  payeeStatementFigures,
  recoup,
} from '../../../domain/statements';
import { aSalesGroup } from '../../support/builders/sales-group.builder';

const nova = artistPayee('a1');
const terms = { artistRate: () => 5000, masterShares: () => [] };
const sumOf = (entries: { minor: bigint }[]) => entries.reduce((s, e) => s + e.minor, 0n);
const payableOf = (entries: AllocationEntry[]) => sumOf(entries.filter((e) => e.payee === nova && PAYABLE_KINDS.includes(e.kind)));
const payeeEntry = (reportId: string, minor: bigint): AllocationEntry => ({
  reportId,
  currency: 'EUR',
  kind: 'payee',
  payee: nova,
  releaseId: 'rel1',
  trackId: 't1',
  store: 'Spotify',
  country: 'GB',
  month: '2030-01',
  minor,
});
/** What the closed periods' entries leave owed, as the repository reads it back. */
const owedAfter = (entries: AllocationEntry[]): OwedBalance[] => {
  const owed = sumOf(entries.filter((e) => e.kind === 'balance-carried' || e.kind === 'balance-brought'));
  return owed > 0n ? [{ payee: nova, currency: 'EUR', owed }] : [];
};

describe('balances below zero', () => {
  it('a fine larger than the earnings is carried to the next statement, not paid negative', () => {
    const fine = aSalesGroup({ amount: parsePreciseAmount('-30')! });
    const january = allocate([aSalesGroup({}), fine], terms);
    expect(payableOf(january)).toBe(-1000n);
    const carried = carryBalances(january, []);
    expect(carried.map((e) => [e.kind, e.minor])).toEqual([
      ['balance-carried', 1000n],
      ['balance-advanced', -1000n],
    ]);
    expect(payableOf([...january, ...carried])).toBe(0n);
    const figures = payeeStatementFigures([...january, ...carried].map((e) => ({ ...e, release: '', track: '' })));
    expect(figures.totals[0]).toMatchObject({ earned: -1000n, carriedForward: -1000n, payable: 0n });

    const february = allocate([aSalesGroup({ reportId: 'r2', amount: parsePreciseAmount('50')! })], terms);
    const brought = carryBalances(february, owedAfter(carried));
    expect(brought.map((e) => [e.kind, e.minor])).toEqual([
      ['balance-brought', -1000n],
      ['balance-recovered', 1000n],
    ]);
    const paid = payeeStatementFigures([...february, ...brought].map((e) => ({ ...e, release: '', track: '' }))).totals[0];
    expect(paid).toMatchObject({ earned: 2500n, broughtForward: -1000n, carriedForward: 0n, payable: 1500n });
    expect(owedAfter([...carried, ...brought])).toEqual([]);
  });

  it('a balance still below zero after what was brought is carried again, whole', () => {
    const brought = carryBalances([payeeEntry('r1', 300n)], [{ payee: nova, currency: 'EUR', owed: 1000n }]);
    expect(brought.map((e) => [e.kind, e.minor])).toEqual([
      ['balance-brought', -1000n],
      ['balance-recovered', 1000n],
      ['balance-carried', 700n],
      ['balance-advanced', -700n],
    ]);
  });

  it('recoupment takes nothing from a payee whose fines elsewhere leave them below zero', () => {
    const entries = [payeeEntry('r1', 500n), payeeEntry('r2', -800n)];
    expect(recoup(entries, [{ artistId: 'a1', currency: 'EUR', outstanding: 10_000n }])).toEqual([]);
    const partly = recoup([payeeEntry('r1', 500n), payeeEntry('r2', -200n)], [{ artistId: 'a1', currency: 'EUR', outstanding: 10_000n }]);
    expect(sumOf(partly.filter((e) => e.kind === 'recoupment'))).toBe(-300n);
  });

  it('over random periods: never paid below zero, every report still adds up, and nothing owed is lost', () => {
    // Each period: a payee's entries on up to three reports, some of them fines (negative).
    const period = fc.array(fc.record({ report: fc.integer({ min: 0, max: 2 }), minor: fc.bigInt({ min: -5000n, max: 5000n }) }), {
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(fc.array(period, { minLength: 1, maxLength: 8 }), (periods) => {
        let closed: AllocationEntry[] = [];
        let paid = 0n;
        let earned = 0n;
        periods.forEach((lines, index) => {
          const entries = lines.map((l) => payeeEntry(`p${index}-r${l.report}`, l.minor));
          const balances = carryBalances(entries, owedAfter(closed));
          const payable = payableOf([...entries, ...balances]);
          expect(payable >= 0n).toBe(true);
          for (const report of new Set(balances.map((e) => e.reportId)))
            expect(sumOf(balances.filter((e) => e.reportId === report))).toBe(0n);
          closed = [...closed, ...balances];
          paid += payable;
          earned += sumOf(entries);
        });
        const stillOwed = owedAfter(closed)[0]?.owed ?? 0n;
        expect(paid - stillOwed).toBe(earned);
      }),
    );
  });
});
