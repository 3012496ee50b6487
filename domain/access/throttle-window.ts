// Fixed-window brute-force rule: `limit` failures inside `windowMinutes` block the key until the window ends.
export interface ThrottleState {
  failures: number;
  windowStartedAt: Date;
}

export interface ThrottleRule {
  limit: number;
  windowMinutes: number;
}

export function windowEnd(state: ThrottleState, rule: ThrottleRule): Date {
  return new Date(state.windowStartedAt.getTime() + rule.windowMinutes * 60_000);
}

/** Seconds the key stays blocked at `now`, or 0 when another attempt may be tried. */
export function blockedForSeconds(state: ThrottleState | null, rule: ThrottleRule, now: Date): number {
  if (!state) return 0;
  const end = windowEnd(state, rule).getTime();
  if (now.getTime() >= end || state.failures < rule.limit) return 0;
  return Math.ceil((end - now.getTime()) / 1000);
}
