/** What a field's declared limits say when a value passes them. */
export const FIELD_MESSAGES = {
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer.`,
  outOfRange: (label: string, min: number, max: number) => `${label} must be between ${min} and ${max}.`,
} as const;
