import { addCalendarDays, toIsoDate } from '../shared/calendar-days';

/** The day `businessDays` working days (Monday to Friday) after `today`: the earliest a store can take a release live. */
export function earliestGoLive(today: Date, businessDays: number): Date {
  let day = addCalendarDays(today, 0);
  for (let left = businessDays; left > 0;) {
    day = addCalendarDays(day, 1);
    const weekday = day.getDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

/** One target that cannot take the release live on its date, and the earliest date it can (ISO). */
export interface LeadTimeShortfall {
  target: string;
  leadTimeBusinessDays: number;
  earliest: string;
}

/** The targets whose lead time the release date (ISO `YYYY-MM-DD`) does not leave, today counted as day zero. */
export function leadTimeShortfalls(
  releaseDate: string | null,
  today: Date,
  targets: readonly { name: string; leadTimeBusinessDays: number }[],
): LeadTimeShortfall[] {
  if (!releaseDate) return [];
  return targets
    .map((t) => ({
      target: t.name,
      leadTimeBusinessDays: t.leadTimeBusinessDays,
      earliest: toIsoDate(earliestGoLive(today, t.leadTimeBusinessDays)),
    }))
    .filter((shortfall) => releaseDate < shortfall.earliest);
}

/** The warning staff read beside the delivery when a target needs more time than the release date leaves. */
export const leadTimeWarning = (s: LeadTimeShortfall, earliestInWords: string) =>
  `${s.target} needs ${s.leadTimeBusinessDays} business days: the release can go live there on ${earliestInWords} at the earliest, not on its release date`;
