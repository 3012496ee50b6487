/** What a staff search box's text stands for: itself (names, titles, emails) and the identifier it may be, as stored. */
export interface SearchTerms {
  /** As typed, trimmed. */
  text: string;
  /** An ISRC or UPC/EAN (or a part of one) as the catalogue stores it, or null when the text cannot be one. */
  identifier: string | null;
}

const UPC_A_DIGITS = 12;

/**
 * Staff type an identifier the way they read it: an ISRC hyphenated as the desk shows it (`GB-A1B-26-00001`, stored
 * `GBA1B2600001`), a UPC with spaces, or a 12-digit UPC-A as its 13-digit EAN (a leading 0) or 14-digit GTIN. Spaces
 * and hyphens go, letters are upper case, and leading zeros beyond a UPC-A's 12 digits are dropped, so the identifier
 * is found whichever of those forms it is stored in. Text without a digit is never taken for an identifier.
 */
export function searchTermsOf(input: string | undefined): SearchTerms | null {
  const text = (input ?? '').trim();
  if (!text) return null;
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z0-9]{2,}$/.test(compact) || !/\d/.test(compact)) return { text, identifier: null };
  const gtin = /^0+(\d{12})$/.exec(compact);
  return { text, identifier: gtin && compact.length > UPC_A_DIGITS ? gtin[1] : compact };
}
