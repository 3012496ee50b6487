import fc from 'fast-check';
import { minorUnitExponent } from '../../../domain/statements/currency';
import { convertAll, parseExchangeRate } from '../../../domain/statements/exchange';
import { largestRemainder } from '../../../domain/statements/largest-remainder';
import { formatMinor, parsePreciseAmount, roundToMinor } from '../../../domain/statements/precise-amount';

describe('money in minor units', () => {
  it('knows ISO 4217 exponents', () => {
    expect([minorUnitExponent('EUR'), minorUnitExponent('JPY'), minorUnitExponent('KWD')]).toEqual([2, 0, 3]);
  });

  it('reads report amounts exactly and refuses what is no plain decimal', () => {
    expect(parsePreciseAmount('12.3456')).toBe(123_456_000_000n);
    expect(parsePreciseAmount('-0.0000000001')).toBe(-1n);
    expect(parsePreciseAmount('1e3')).toBeNull();
    expect(parsePreciseAmount('0.00000000001')).toBeNull();
  });

  it('rounds a total half away from zero and writes it as the currency does', () => {
    expect(roundToMinor(parsePreciseAmount('0.005')!, 'EUR')).toBe(1n);
    expect(roundToMinor(parsePreciseAmount('-0.005')!, 'EUR')).toBe(-1n);
    expect(formatMinor(-5n, 'EUR')).toBe('-0.05');
    expect(formatMinor(1234n, 'KWD')).toBe('1.234');
    expect(formatMinor(7n, 'JPY')).toBe('7');
  });

  it('gives the missing cents to the largest remainders', () => {
    expect(largestRemainder([1n, 1n, 1n], 3n, 1n)).toEqual([1n, 0n, 0n]);
    expect(largestRemainder([200n, 500n, 300n], 1000n, 1n)).toEqual([0n, 1n, 0n]);
  });

  it('largest remainder never loses or creates a unit, signed shares included', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), { minLength: 1, maxLength: 30 }), (numerators) => {
        const denominator = 1000n;
        const sum = numerators.reduce((a, b) => a + b, 0n);
        const target = sum >= 0n ? (sum + 500n) / denominator : -((-sum + 500n) / denominator);
        const parts = largestRemainder(numerators, denominator, target);
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(target);
        parts.forEach((part, i) => expect(part * denominator - numerators[i]).toBeLessThan(denominator));
      }),
    );
  });

  it('converts a currency at the period rate so the parts add up to the converted whole', () => {
    const rate = parseExchangeRate('0.0061')!;
    expect(parseExchangeRate('0')).toBeNull();
    const parts = convertAll([333n, 333n, 334n], 'JPY', 'EUR', rate);
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(610n);
  });
});
