/** True when a value is absent or only whitespace: the spec's 'non-blank' test everywhere. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}
