import { addDays, differenceInCalendarDays, startOfDay } from 'date-fns';
import { padDigits } from './text';

// Calendar arithmetic on local dates, apart from parsing (./dates.ts) and formatting (./date-formats.ts): a new form's default dates need
// only this, and the wizard's first step loads nothing more.

/** The wire and form format of a calendar date, 'yyyy-MM-dd', in local time. */
export function toIsoDate(date: Date): string {
  return `${padDigits(date.getFullYear(), 4)}-${padDigits(date.getMonth() + 1, 2)}-${padDigits(date.getDate(), 2)}`;
}

/** Whole calendar days from `today` to `date` (negative when in the past). */
export function daysFrom(today: Date, date: Date): number {
  return differenceInCalendarDays(startOfDay(date), startOfDay(today));
}

export function addCalendarDays(date: Date, days: number): Date {
  return addDays(startOfDay(date), days);
}
