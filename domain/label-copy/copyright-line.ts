// The ℗ (sound recording) and © (artwork and text) lines a store prints: a year and an owner, the label's by default.

import { FIELD_MESSAGES } from '../forms/field.messages';
import { COPYRIGHT_YEAR_MIN, RELEASE_FIELDS } from '../release/release-fields';

/** The earliest year a line may name; the latest is next year (a release announced in December): the wizard's rule. */
export const FIRST_LINE_YEAR = COPYRIGHT_YEAR_MIN;

export const latestLineYear = (now: Date): number => now.getUTCFullYear() + RELEASE_FIELDS.pLineYear.yearsAhead;

export const COPYRIGHT_LINE_MESSAGES = {
  year: (symbol: string, now: Date) => FIELD_MESSAGES.yearOutOfRange(`${symbol} year`, FIRST_LINE_YEAR, latestLineYear(now)),
} as const;

/** The year's message, or null when it is a whole year in range (null itself means the release year). */
export function lineYearIssue(symbol: string, year: unknown, now: Date): string | null {
  if (year === null) return null;
  const ok = typeof year === 'number' && Number.isInteger(year) && year >= FIRST_LINE_YEAR && year <= latestLineYear(now);
  return ok ? null : COPYRIGHT_LINE_MESSAGES.year(symbol, now);
}

/** '2026 Nova Records', or '' when both parts take the label's default. */
export function lineText(year: number | null, owner: string): string {
  return [year === null ? '' : String(year), owner.trim()].filter(Boolean).join(' ');
}
