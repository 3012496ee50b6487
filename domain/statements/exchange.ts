import { largestRemainder, roundedTotal } from './largest-remainder';
import { minorUnitExponent } from './currency';

const RATE = /^\d+(?:\.\d{1,10})?$/;
const RATE_DIGITS = 10;

/** A period's rate as staff enter it ('1.0834' base units per one unit of the currency): integer of 10^-10, or null. */
export function parseExchangeRate(text: string): bigint | null {
  const trimmed = text.trim();
  if (!RATE.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  const value = BigInt(whole + fraction.padEnd(RATE_DIGITS, '0'));
  return value > 0n ? value : null;
}

/**
 * Converts amounts in one currency to the base currency at one rate: the converted total is the exact total rounded,
 * and each amount's share of it is rounded by largest remainder, so the converted parts add up to the converted whole.
 */
export function convertAll(minors: readonly bigint[], from: string, to: string, rate: bigint): bigint[] {
  const shift = minorUnitExponent(to) - minorUnitExponent(from);
  const scale = 10n ** BigInt(RATE_DIGITS);
  const numerators = minors.map((m) => (shift >= 0 ? m * rate * 10n ** BigInt(shift) : m * rate));
  const denominator = shift >= 0 ? scale : scale * 10n ** BigInt(-shift);
  return largestRemainder(numerators, denominator, roundedTotal(numerators, denominator));
}
