import { daysFrom } from '../shared/calendar-days';
import { formatLongDate } from '../shared/date-formats';
import { parseDateInput } from '../shared/dates';
import { meetsReleaseLeadTime, minimumReleaseDate } from './release-lead-time';
import { RELEASE_MESSAGES } from './release.messages';

/**
 * The spec's words (public flow §2.4): '(Past date)', '(1 week from now)', else '(N weeks from now)' in whole weeks
 * counted down, so 39 days reads '(5 weeks from now)' and never suggests the 6-week lead time is met.
 */
export function weeksFromNowLabel(date: Date, today: Date): string {
  const days = daysFrom(today, date);
  if (days < 0) return RELEASE_MESSAGES.pastDate;
  const weeks = Math.floor(days / 7);
  return weeks === 1 ? RELEASE_MESSAGES.oneWeekFromNow : RELEASE_MESSAGES.weeksFromNow(weeks);
}

/**
 * Helper text under the date field: the minimum date (today with an early release request, else 6 weeks out),
 * then the chosen date's distance from today.
 */
export function releaseDateHelperText(selected: string | Date | null | undefined, today: Date, earlyRelease = false): string {
  const minimum = RELEASE_MESSAGES.minimumDate(formatLongDate(earlyRelease ? today : minimumReleaseDate(today)));
  const date = parseDateInput(selected);
  return date ? `${minimum} ${weeksFromNowLabel(date, today)}` : minimum;
}

export interface ReleaseDateInput {
  releaseDate: string | Date | null | undefined;
  earlyReleaseRequest: boolean;
  earlyReleaseReason?: string | null;
}

/** A required date field: its message when blank, or when it holds no real date (years 1-9999); else null. */
export function requiredDateMessage(value: string | Date | null | undefined, requiredMessage: string): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return requiredMessage;
  return parseDateInput(value) ? null : RELEASE_MESSAGES.invalidDate;
}

/** Required; ≥ today + 42 days unless early release is requested; an early request needs a reason. */
export function releaseDateIssue(input: ReleaseDateInput, today: Date): { field: string; message: string } | null {
  const unreadable = requiredDateMessage(input.releaseDate, RELEASE_MESSAGES.releaseDateRequired);
  if (unreadable) return { field: 'releaseDate', message: unreadable };
  const date = parseDateInput(input.releaseDate) as Date;
  if (input.earlyReleaseRequest) {
    const reason = (input.earlyReleaseReason ?? '').trim();
    return reason ? null : { field: 'earlyReleaseReason', message: RELEASE_MESSAGES.earlyReleaseReasonRequired };
  }
  return meetsReleaseLeadTime(date, today) ? null : { field: 'releaseDate', message: RELEASE_MESSAGES.releaseDateTooSoon };
}
