import { addDays, differenceInCalendarDays, startOfDay } from 'date-fns';

// Calendar arithmetic on local dates, apart from parsing and formatting (./dates.ts): a new form's default dates need
// only this, and the wizard's first step loads nothing more.

const padded = (value: number, digits: number) => String(value).padStart(digits, '0');

/** The wire and form format of a calendar date, 'yyyy-MM-dd', in local time. */
export function toIsoDate(date: Date): string {
  return `${padded(date.getFullYear(), 4)}-${padded(date.getMonth() + 1, 2)}-${padded(date.getDate(), 2)}`;
}

/** Whole calendar days from `today` to `date` (negative when in the past). */
export function daysFrom(today: Date, date: Date): number {
  return differenceInCalendarDays(startOfDay(date), startOfDay(today));
}

export function addCalendarDays(date: Date, days: number): Date {
  return addDays(startOfDay(date), days);
}
