/** True when a value is absent or only whitespace: the spec's 'non-blank' test everywhere. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

/** A whole number written with at least `digits` digits, zeros in front: 7 → '07', 42 → '0042'. */
export function padDigits(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}
