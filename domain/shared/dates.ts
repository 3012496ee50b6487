import { isValid, parseISO } from 'date-fns';

// The platform's formatter: date-fns' `format` would add its pattern engine and locale to the wizard's first load. It
// is made on first use: a module-level `new` is a side effect that keeps this module in every bundle that imports it.
let usLongDate: Intl.DateTimeFormat | undefined;
const usLongDateFormat = () => (usLongDate ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }));

const padded = (value: number, digits: number) => String(value).padStart(digits, '0');

/** artist-portal §9: US English long form, e.g. 'March 5, 2025'; the year has four digits, as stored. */
export function formatLongDate(date: Date): string {
  return usLongDateFormat()
    .formatToParts(date)
    .map((part) => (part.type === 'year' ? padded(date.getFullYear(), 4) : part.value))
    .join('');
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
