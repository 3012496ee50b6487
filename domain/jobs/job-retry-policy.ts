/**
 * How long background work keeps trying. Work a person waits for (mail, board, signature, analysis) retries
 * for hours with a back-off that grows to a ceiling; housekeeping passes keep a short budget of tries.
 */
export const JOB_RETRY_DEFAULTS = {
  /** Keep trying for this long after the job was enqueued (or retried by staff). */
  retryForHours: 48,
  /** The longest wait between two tries. */
  backoffMaxMinutes: 30,
  /** The first wait; it doubles each try. */
  backoffFirstMs: 2000,
  /** Up to this share is added at random so instances do not retry in step. */
  jitter: 0.2,
} as const;

/** Tries before a housekeeping pass is dead-lettered (it runs again on its own schedule anyway). */
export const HOUSEKEEPING_MAX_ATTEMPTS = 8;

/** Wait before try `attempt + 1`: doubling from backoffFirstMs, never above the ceiling (jitter included). */
export function retryDelayMs(attempt: number, ceilingMs: number, random: () => number = Math.random): number {
  const base = Math.min(JOB_RETRY_DEFAULTS.backoffFirstMs * 2 ** Math.max(0, attempt - 1), ceilingMs);
  return Math.min(Math.round(base * (1 + random() * JOB_RETRY_DEFAULTS.jitter)), ceilingMs);
}

export interface RetryBudget {
  /** Give up after this many tries (null: no count limit). */
  maxAttempts: number | null;
  /** Give up once this long has passed since the retry window opened (null: no time limit). */
  retryForMs: number | null;
}

/** True when a failed job has used its budget and goes to the dead letters instead of another try. */
export function retryBudgetSpent(budget: RetryBudget, attempts: number, windowOpenedAt: Date, now: Date): boolean {
  if (budget.maxAttempts !== null && attempts >= budget.maxAttempts) return true;
  return budget.retryForMs !== null && now.getTime() - windowOpenedAt.getTime() >= budget.retryForMs;
}
