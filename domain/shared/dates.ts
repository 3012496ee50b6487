import { isValid, parseISO } from 'date-fns';

/** Calendar dates the product stores: years 1 to 9999 (databases refuse year 0 and five-digit years). */
export const DATE_YEAR_RANGE = { min: 1, max: 9999 } as const;

function isStorableDate(date: Date): boolean {
  return isValid(date) && date.getFullYear() >= DATE_YEAR_RANGE.min && date.getFullYear() <= DATE_YEAR_RANGE.max;
}

/** Parses 'yyyy-MM-dd' (or a full ISO timestamp) to a Date; null when blank, invalid or outside years 1-9999. */
export function parseDateInput(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return isStorableDate(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = parseISO(value.trim());
  return isStorableDate(parsed) ? parsed : null;
}
