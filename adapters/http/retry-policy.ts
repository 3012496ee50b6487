/** How a remote adapter waits between tries; tests pass a sleep that only records the waits. */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** Backoff before retry n (1-based) after a 5xx or a network error. */
  backoffMs(retry: number): number;
  /** A rate-limit wait longer than this is not worth blocking a request for: give up at once. */
  maxWaitMs: number;
  sleep(ms: number): Promise<void>;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 3,
  backoffMs: (retry) => 250 * 2 ** (retry - 1),
  maxWaitMs: 10_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function retryPolicy(overrides: Partial<RetryPolicy> = {}): RetryPolicy {
  return { ...DEFAULT_RETRY_POLICY, ...overrides };
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date = new Date()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}
