// Beyond the spec, needed for transfers: ISRC (ISO 3901) CC-XXX-YY-NNNNN.
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

/** 'CC-XXX-YY-NNNNN', or null when invalid. */
export function formatIsrc(input: string): string | null {
  const code = normaliseIsrc(input);
  if (!ISRC_PATTERN.test(code)) return null;
  return `${code.slice(0, 2)}-${code.slice(2, 5)}-${code.slice(5, 7)}-${code.slice(7)}`;
}
