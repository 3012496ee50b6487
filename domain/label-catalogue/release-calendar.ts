import { US_MONTHS } from '../shared/date-formats';

/** A month of the release calendar as 'YYYY-MM'. */
export type CalendarMonth = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY_MS = 86_400_000;

const isoDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

export function isCalendarMonth(value: string): value is CalendarMonth {
  return MONTH.test(value);
}

/** The month a calendar day ('YYYY-MM-DD') falls in. */
export function monthOf(day: string): CalendarMonth {
  return day.slice(0, 7);
}

/** The month before or after (delta -1 / 1). */
export function shiftMonth(month: CalendarMonth, delta: number): CalendarMonth {
  const [year, m] = month.split('-').map(Number);
  const at = new Date(Date.UTC(year, m - 1 + delta, 1));
  return isoDay(at.getTime()).slice(0, 7);
}

/** First and last day of the month, as the catalogue's release date range. */
export function monthRange(month: CalendarMonth): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number);
  return { from: isoDay(Date.UTC(year, m - 1, 1)), to: isoDay(Date.UTC(year, m, 0)) };
}

export interface CalendarDay {
  day: string;
  inMonth: boolean;
}

/** The month's weeks, Monday first, padded with the neighbouring months' days so every week has seven. */
export function monthWeeks(month: CalendarMonth): CalendarDay[][] {
  const { from, to } = monthRange(month);
  const first = Date.parse(`${from}T00:00:00Z`);
  const last = Date.parse(`${to}T00:00:00Z`);
  const start = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY_MS;
  const weeks: CalendarDay[][] = [];
  for (let at = start; at <= last; at += 7 * DAY_MS) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => ({ day: isoDay(at + i * DAY_MS), inMonth: monthOf(isoDay(at + i * DAY_MS)) === month })),
    );
  }
  return weeks;
}

/** 'March 2031'. */
export function monthTitle(month: CalendarMonth): string {
  const [year, m] = month.split('-').map(Number);
  return `${US_MONTHS[m - 1]} ${year}`;
}

/** 'Mar 6': a day inside the calendar, whose month and year are the page's. */
export function shortDay(day: string): string {
  const [, m, d] = day.split('-').map(Number);
  return `${US_MONTHS[m - 1].slice(0, 3)} ${d}`;
}
