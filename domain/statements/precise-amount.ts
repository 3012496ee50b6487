import { minorUnitExponent } from './currency';

/**
 * A report's amounts are kept exactly as integers of 10^-10 of the currency's major unit: stores report per-stream
 * values with many decimals, and only the final split into payees is rounded (to minor units, by largest remainder).
 */
export const PRECISE_DIGITS = 10;
export const PRECISE_SCALE = 10n ** BigInt(PRECISE_DIGITS);

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** '12.3456' → 123456000000n; null when the text is no plain decimal or has more than ten decimals. */
export function parsePreciseAmount(text: string): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > PRECISE_DIGITS) return null;
  const value = BigInt(whole + fraction.padEnd(PRECISE_DIGITS, '0'));
  return sign === '-' ? -value : value;
}

/** How many precise units make one minor unit of the currency (10^8 for EUR). */
export function preciseUnitsPerMinor(currency: string): bigint {
  return 10n ** BigInt(PRECISE_DIGITS - minorUnitExponent(currency));
}

/** Half away from zero, for a report's total in minor units. */
export function roundToMinor(precise: bigint, currency: string): bigint {
  const unit = preciseUnitsPerMinor(currency);
  const half = unit / 2n;
  return precise >= 0n ? (precise + half) / unit : -((-precise + half) / unit);
}

/** Minor units as the currency writes them: 1234n EUR → '12.34', -5n → '-0.05', 7n JPY → '7'. */
export function formatMinor(minor: bigint, currency: string): string {
  const exponent = minorUnitExponent(currency);
  const digits = (minor < 0n ? -minor : minor).toString().padStart(exponent + 1, '0');
  const sign = minor < 0n ? '-' : '';
  if (exponent === 0) return sign + digits;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}
