import { addDays, differenceInCalendarDays, format, isValid, parseISO, startOfDay } from 'date-fns';

/** artist-portal §9: US English long form, e.g. 'March 5, 2025' (date-fns' default locale is en-US). */
export const LONG_DATE_FORMAT = 'MMMM d, yyyy';
/** The wire and form format of a calendar date. */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';

export function formatLongDate(date: Date): string {
  return format(date, LONG_DATE_FORMAT);
}

export function toIsoDate(date: Date): string {
  return format(date, ISO_DATE_FORMAT);
}

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

/** Whole calendar days from `today` to `date` (negative when in the past). */
export function daysFrom(today: Date, date: Date): number {
  return differenceInCalendarDays(startOfDay(date), startOfDay(today));
}

export function addCalendarDays(date: Date, days: number): Date {
  return addDays(startOfDay(date), days);
}
