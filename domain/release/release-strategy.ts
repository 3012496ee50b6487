import { addCalendarDays, daysFrom, toIsoDate } from '../shared/calendar-days';
import { parseDateInput } from '../shared/dates';
import type { FieldIssue } from '../shared/field-issue';
import { RELEASE_LEAD_DAYS } from './release-lead-time';
import { requiredDateMessage } from './release-date';
import { RELEASE_MESSAGES } from './release.messages';

// spec: public flow §2.4 Release Strategy, §5 Release date (singles-first).
/** The strategy choice appears with 2 or more tracks. */
export const RELEASE_STRATEGY_MIN_TRACKS = 2;

export interface SingleSettings {
  releaseAsSingle: boolean;
  singleReleaseDate: string | null;
  singleOrder: number | null;
  useCustomArtwork?: boolean;
}

export function showsReleaseStrategy(trackCount: number): boolean {
  return trackCount >= RELEASE_STRATEGY_MIN_TRACKS;
}

/** 6 weeks × (singles already dated + 1) from today. */
export function defaultSingleDate(today: Date, datedSingles: number): string {
  return toIsoDate(addCalendarDays(today, RELEASE_LEAD_DAYS * (datedSingles + 1)));
}

/** Singles get orders 1..n keeping their current relative order (unordered ones last, by position). */
export function renumberSingles<T extends SingleSettings>(tracks: readonly T[]): T[] {
  const singles = tracks
    .map((track, index) => ({ track, index }))
    .filter(({ track }) => track.releaseAsSingle)
    .sort((a, b) => (a.track.singleOrder ?? Infinity) - (b.track.singleOrder ?? Infinity) || a.index - b.index);
  const order = new Map(singles.map(({ index }, position) => [index, position + 1]));
  return tracks.map((track, index) => (track.releaseAsSingle ? { ...track, singleOrder: order.get(index) as number } : track));
}

/** Ticking gives the single a default date and the next order; unticking clears its date and order. */
export function setReleaseAsSingle<T extends SingleSettings>(tracks: readonly T[], index: number, on: boolean, today: Date): T[] {
  const dated = tracks.filter((t, i) => i !== index && t.releaseAsSingle && t.singleReleaseDate).length;
  const next = tracks.map((track, i) => {
    if (i !== index) return track;
    return on
      ? { ...track, releaseAsSingle: true, singleReleaseDate: defaultSingleDate(today, dated), singleOrder: null }
      : { ...track, releaseAsSingle: false, singleReleaseDate: null, singleOrder: null, useCustomArtwork: false };
  });
  return renumberSingles(next);
}

/**
 * A full release date left behind the singles (the early release date carried over from 'together') moves to the
 * last single's date, so the artist is not stopped on a date they never touched; a date after the singles stays.
 */
export function fullReleaseAfterSingles(tracks: readonly SingleSettings[], fullReleaseDate: string): string {
  const full = parseDateInput(fullReleaseDate);
  const last = tracks
    .filter((t) => t.releaseAsSingle)
    .map((t) => parseDateInput(t.singleReleaseDate))
    .filter((d): d is Date => d !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (!last || (full && daysFrom(last, full) >= 0)) return fullReleaseDate;
  return toIsoDate(last);
}

/** Drag-reorder: moves the single at order `from` to order `to` (both 1-based), then renumbers from 1. */
export function moveSingle<T extends SingleSettings>(tracks: readonly T[], from: number, to: number): T[] {
  const ordered = renumberSingles(tracks);
  const singles = ordered.filter((t) => t.releaseAsSingle).sort((a, b) => (a.singleOrder as number) - (b.singleOrder as number));
  if (from < 1 || from > singles.length || to < 1 || to > singles.length) return ordered;
  const [moved] = singles.splice(from - 1, 1);
  singles.splice(to - 1, 0, moved);
  const position = new Map(singles.map((t, i) => [t, i + 1]));
  return ordered.map((t) => (t.releaseAsSingle ? { ...t, singleOrder: position.get(t) as number } : t));
}

/** 'together' clears every per-track single setting and sets the full release date to the release date. */
export function chooseTogether<T extends SingleSettings>(
  tracks: readonly T[],
  releaseDate: string,
): { tracks: T[]; fullReleaseDate: string } {
  return {
    tracks: tracks.map((t) => ({ ...t, releaseAsSingle: false, singleReleaseDate: null, singleOrder: null, useCustomArtwork: false })),
    fullReleaseDate: releaseDate,
  };
}

/**
 * Singles-first mode: single dates and the full release date are not before today, and the full release is not
 * before any of its singles.
 */
export function singlesFirstIssues(
  tracks: readonly SingleSettings[],
  fullReleaseDate: string | null | undefined,
  today: Date,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const singleDates: Date[] = [];
  tracks.forEach((track, i) => {
    if (!track.releaseAsSingle) return;
    const field = `tracks[${i}].singleReleaseDate`;
    const unreadable = requiredDateMessage(track.singleReleaseDate, RELEASE_MESSAGES.singleDateRequired);
    const date = parseDateInput(track.singleReleaseDate);
    if (unreadable || !date) issues.push({ field, message: unreadable ?? RELEASE_MESSAGES.singleDateRequired });
    else if (daysFrom(today, date) < 0) issues.push({ field, message: RELEASE_MESSAGES.singleDateInPast });
    else singleDates.push(date);
  });
  const unreadable = requiredDateMessage(fullReleaseDate, RELEASE_MESSAGES.fullReleaseDateRequired);
  const full = parseDateInput(fullReleaseDate);
  if (unreadable || !full) issues.push({ field: 'fullReleaseDate', message: unreadable ?? RELEASE_MESSAGES.fullReleaseDateRequired });
  else if (daysFrom(today, full) < 0) issues.push({ field: 'fullReleaseDate', message: RELEASE_MESSAGES.fullReleaseDateInPast });
  else if (singleDates.some((single) => daysFrom(full, single) > 0))
    issues.push({ field: 'fullReleaseDate', message: RELEASE_MESSAGES.fullReleaseBeforeSingle });
  return issues;
}
