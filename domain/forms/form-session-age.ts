// A signed form session is honoured for a limited time; a start time in the future is never honoured.
const CLOCK_SKEW_MS = 60_000;

export function isFormSessionUsable(startedAt: Date, now: Date, ttlHours: number): boolean {
  const age = now.getTime() - startedAt.getTime();
  return age >= -CLOCK_SKEW_MS && age <= ttlHours * 3_600_000;
}
