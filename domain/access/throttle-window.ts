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
