import type { NumberFormat } from './csv-template';
import { parsePreciseAmount } from './precise-amount';

const SEPARATORS: Readonly<Record<NumberFormat, { group: string; decimal: string }>> = {
  'decimal-point': { group: ',', decimal: '.' },
  'decimal-comma': { group: '.', decimal: ',' },
};

const escaped = (c: string) => `\\${c}`;

/** Whole digits, with the format's thousands separator between groups of three (or none at all). */
function wholeDigits(text: string, format: NumberFormat): string | null {
  const group = escaped(SEPARATORS[format].group);
  const match = new RegExp(`^([1-9]\\d{0,2}(?:${group}\\d{3})+|\\d+)$`).exec(text);
  return match ? match[1].split(SEPARATORS[format].group).join('') : null;
}

/**
 * An amount written in the template's number format, read exactly (precise units): '1.234,56' with a decimal comma
 * is 1234.56, as '1,234.56' is with a decimal point; null for anything else, so a wrong format refuses the file
 * instead of reading '1.234' as a thousand times less than it is.
 */
export function parseFormattedAmount(text: string, format: NumberFormat): bigint | null {
  const match = /^([+-]?)([^]*)$/.exec(text.trim());
  if (!match) return null;
  const [whole, fraction, ...rest] = match[2].split(SEPARATORS[format].decimal);
  if (rest.length > 0 || fraction === '') return null;
  const digits = wholeDigits(whole, format);
  if (digits === null || (fraction !== undefined && !/^\d+$/.test(fraction))) return null;
  return parsePreciseAmount(`${match[1]}${digits}${fraction === undefined ? '' : `.${fraction}`}`);
}

/** A count written in the template's number format ('12.345' with a decimal comma is 12345; returns negative), or null. */
export function parseFormattedCount(text: string, format: NumberFormat): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const digits = wholeDigits(negative ? trimmed.slice(1) : trimmed, format);
  return digits === null ? null : Number(negative ? `-${digits}` : digits);
}
