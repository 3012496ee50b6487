// Reminders and expiry of the collaborators' links; the label may configure the days.
export interface SplitTiming {
  reminderDays: readonly number[];
  expiryDays: number;
}

export const DEFAULT_SPLIT_TIMING: SplitTiming = { reminderDays: [3, 7], expiryDays: 30 };

const DAY_MS = 86_400_000;

export function daysAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** Reminders still to send for a link asked at `askedAt`, each by its ordinal (1 = first), with its time. */
export function reminderSchedule(askedAt: Date, timing: SplitTiming): { ordinal: number; at: Date }[] {
  return timing.reminderDays.filter((d) => d < timing.expiryDays).map((days, i) => ({ ordinal: i + 1, at: daysAfter(askedAt, days) }));
}
