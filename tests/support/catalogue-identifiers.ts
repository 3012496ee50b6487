import { gs1CheckDigit } from '../../domain/catalogue';

// What the music-catalogue port suite checks the adapters' ISRCs and UPCs against. Production never validates
// them (it shows what the catalogue gives), so the checks live with the tests rather than in the domain.

/** ISRC (ISO 3901) CC-XXX-YY-NNNNN, without separators. */
export const ISRC_PATTERN = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;

/** Upper-cases, strips an 'ISRC' prefix, hyphens, spaces and dots. */
export function normaliseIsrc(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/^ISRC[:\s]*/, '')
    .replace(/[-\s.]/g, '');
}

export function isValidIsrc(input: string | null | undefined): boolean {
  return typeof input === 'string' && ISRC_PATTERN.test(normaliseIsrc(input));
}

/** UPC-A (12), EAN-13, EAN-8 and GTIN-14 lengths. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

export function normaliseGtin(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** True for a UPC-A, EAN-13 (or EAN-8 / GTIN-14) whose last digit is the GS1 check digit. */
export function isValidGtin(input: string | null | undefined): boolean {
  if (typeof input !== 'string') return false;
  const code = normaliseGtin(input);
  if (!/^\d+$/.test(code) || !(GTIN_LENGTHS as readonly number[]).includes(code.length)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code[code.length - 1]);
}
