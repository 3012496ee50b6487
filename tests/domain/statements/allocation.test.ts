import fc from 'fast-check';
import {
  allocate,
  artistPayee,
  collaboratorPayee,
  type MasterShare,
  parsePreciseAmount,
  recoup,
  releaseEscrow,
  roundToMinor,
} from '../../../domain/statements';
import { aSalesGroup } from '../../support/builders/sales-group.builder';

const group = aSalesGroup;
const ana = collaboratorPayee('Ana@example.com');
const terms = (shares: Record<string, MasterShare[]>) => ({ artistRate: () => 5000, masterShares: (t: string) => shares[t] ?? [] });
const sumOf = (entries: { minor: bigint }[]) => entries.reduce((s, e) => s + e.minor, 0n);

describe('allocation', () => {
  it('pays the label its share, agreed shares to payees, the rest of the artist share to the artist', () => {
    const entries = allocate([group({})], terms({ t1: [{ payee: ana, name: 'Ana', basisPoints: 3000, agreed: true }] }));
    const of = (kind: string, payee: string | null) => entries.find((e) => e.kind === kind && e.payee === payee)?.minor;
    expect(of('label', null)).toBe(500n);
    expect(of('payee', ana)).toBe(150n);
    expect(of('payee', artistPayee('a1'))).toBe(350n);
  });

  it('holds a share not yet agreed in escrow and pays it into a later statement once agreed', () => {
    const share: MasterShare = { payee: ana, name: 'Ana', basisPoints: 5000, agreed: false };
    const entries = allocate([group({})], terms({ t1: [share] }));
    const escrow = entries.find((e) => e.kind === 'escrow')!;
    expect(escrow).toMatchObject({ payee: ana, minor: 250n });
    const held = [{ ...escrow, trackId: 't1', payee: ana }];
    expect(releaseEscrow(held, () => [share])).toEqual([]);
    const released = releaseEscrow(held, () => [{ ...share, agreed: true }]);
    expect(released.map((e) => [e.kind, e.minor])).toEqual([
      ['escrow', -250n],
      ['escrow-release', 250n],
    ]);
  });

  it('a fine reduces only the fined track', () => {
    const fine = group({ trackId: 't2', amount: parsePreciseAmount('-4')! });
    const entries = allocate([group({}), group({ trackId: 't2' }), fine], terms({}));
    const byTrack = (t: string) => sumOf(entries.filter((e) => e.trackId === t && e.kind === 'payee'));
    expect([byTrack('t1'), byTrack('t2')]).toEqual([500n, 300n]);
  });

  it('recoups advances from what the artist earned before payout, never more', () => {
    const entries = allocate([group({})], terms({}));
    const recouped = recoup(entries, [{ artistId: 'a1', currency: 'EUR', outstanding: 10_000n }]);
    expect(recouped.map((e) => [e.kind, e.minor])).toEqual([
      ['recoupment', -500n],
      ['recouped', 500n],
    ]);
  });

  it('never loses or creates a cent over random shares and amounts', () => {
    const shares = fc.array(fc.record({ points: fc.integer({ min: 0, max: 2500 }), agreed: fc.boolean() }), { maxLength: 4 });
    const amounts = fc.array(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 14n }), { minLength: 1, maxLength: 40 });
    const currency = fc.constantFrom('EUR', 'JPY', 'KWD');
    fc.assert(
      fc.property(amounts, shares, fc.integer({ min: 0, max: 10_000 }), currency, (lines, split, rate, cur) => {
        const masterShares = split.map((s, i) => ({ payee: `collaborator:${i}`, name: `${i}`, basisPoints: s.points, agreed: s.agreed }));
        const groups = lines.map((amount, i) =>
          group({ amount, currency: cur, trackId: `t${i % 3}`, artistId: i % 5 === 4 ? null : 'a1' }),
        );
        const entries = allocate(groups, { artistRate: () => rate, masterShares: () => masterShares });
        const withRecoupment = [...entries, ...recoup(entries, [{ artistId: 'a1', currency: cur, outstanding: 12_345n }])];
        const total = roundToMinor(
          lines.reduce((a, b) => a + b, 0n),
          cur,
        );
        expect(sumOf(withRecoupment)).toBe(total);
      }),
    );
  });
});
