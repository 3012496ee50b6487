import { addCalendarDays, daysFrom, toIsoDate } from '../shared/calendar-days';

/** spec: public flow §5 Release date / §9: lead time 6 weeks (42 days). */
export const RELEASE_LEAD_DAYS = 42;
export const RELEASE_LEAD_WEEKS = 6;

export function minimumReleaseDate(today: Date): Date {
  return addCalendarDays(today, RELEASE_LEAD_DAYS);
}

/** The default release date is today + 42 days, as 'yyyy-MM-dd'. */
export function defaultReleaseDate(today: Date): string {
  return toIsoDate(minimumReleaseDate(today));
}

export function meetsReleaseLeadTime(date: Date, today: Date): boolean {
  return daysFrom(today, date) >= RELEASE_LEAD_DAYS;
}
