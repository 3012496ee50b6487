import { padDigits } from './text';

// Written by hand rather than with Intl.DateTimeFormat: the first formatter a page makes loads the platform's locale
// data, 20 to 60 ms of main thread in Chromium, and the wizard and the dashboard would pay it during a first visit.
// The product writes dates and times in US English only (artist-portal §9), so a month table is all it needs.
export const US_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** artist-portal §9: US English long form, e.g. 'March 5, 2025'; the year has four digits, as stored. */
export function formatLongDate(date: Date): string {
  return `${US_MONTHS[date.getMonth()]} ${date.getDate()}, ${padDigits(date.getFullYear(), 4)}`;
}

/** US English clock time in the viewer's time zone, e.g. '9:05 AM', '12:30 PM'. */
export function formatClockTime(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${padDigits(date.getMinutes(), 2)} ${hours < 12 ? 'AM' : 'PM'}`;
}
