import { IDENTIFIER_MESSAGES } from './identifier.messages';
import { gs1CheckDigit } from './gtin';
import type { CodeParseResult } from '../forms/field-spec';

/** UPC-A (12 digits) or EAN-13; spaces and hyphens are ignored on input, the check digit must hold. */
export function parseUpc(input: string): CodeParseResult {
  const digits = input.trim().replace(/[\s-]/g, '');
  if (!/^\d{12,13}$/.test(digits)) return { ok: false, message: IDENTIFIER_MESSAGES.upcInvalid };
  const body = digits.slice(0, -1);
  if (gs1CheckDigit(body) !== Number(digits[digits.length - 1])) {
    return { ok: false, message: IDENTIFIER_MESSAGES.upcCheckDigit };
  }
  return { ok: true, value: digits };
}

/**
 * The GTIN a GS1 company prefix and item reference make: prefix + reference padded to fill the body, then the check
 * digit. 12 digits when the prefix is a UPC-A company prefix (6–10 digits used as UPC), 13 for an EAN prefix.
 */
export function composeGtin(companyPrefix: string, itemReference: number, length: 12 | 13): string {
  const referenceDigits = length - 1 - companyPrefix.length;
  const reference = String(itemReference);
  if (referenceDigits < 1 || reference.length > referenceDigits || itemReference < 0) {
    throw new RangeError(`GS1 item reference ${itemReference} does not fit prefix ${companyPrefix}`);
  }
  const body = companyPrefix + reference.padStart(referenceDigits, '0');
  return body + String(gs1CheckDigit(body));
}
