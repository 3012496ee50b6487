// Beyond the spec, needed for transfers: UPC-A (12) and EAN-13 with the GS1 mod-10 check digit.
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** GS1 check digit for the digits before it: weights 3,1,3,... from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

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
