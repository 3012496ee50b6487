import { allocate, collaboratorPayee, convertAll, largestRemainder, parseExchangeRate } from '../../../domain/statements';
import { aSalesGroup } from '../../support/builders/sales-group.builder';

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
  const group = aSalesGroup;
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
