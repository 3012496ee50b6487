/** What a field's declared limits say when a value passes them. */
export const FIELD_MESSAGES = {
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer.`,
  outOfRange: (label: string, min: number, max: number) => `${label} must be between ${min} and ${max}.`,
  yearOutOfRange: (label: string, min: number, max: number) =>
    Number.isFinite(max) ? `${label} must be a year from ${min} to ${max}.` : `${label} must be a year from ${min} on.`,
  notAYear: (label: string) => `${label} must be a year, such as 2026.`,
  notAChoice: (label: string, options: readonly string[]) => `${label} must be one of: ${options.join(', ')}.`,
} as const;
