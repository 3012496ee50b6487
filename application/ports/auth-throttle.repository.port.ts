export interface ThrottleCounter {
  failures: number;
  windowStartedAt: Date;
}

/** One counter to reserve an attempt on: its key, and how many attempts its window allows. */
export interface ThrottleLimit {
  key: string;
  limit: number;
  windowMinutes: number;
}

export type ThrottleReservation = { reserved: true } | { reserved: false; retryAfterSeconds: number };

/** Attempt counters shared by every API instance (auth_throttle table), and the addresses accounts signed in from. */
export interface AuthThrottleRepository {
  read(key: string): Promise<ThrottleCounter | undefined>;
  /**
   * Atomically counts one attempt on every key, or on none: when any key is already at its limit inside its
   * window nothing is counted and the wait until that window ends is returned. Parallel callers never
   * reserve more than the limit between them.
   */
  reserve(limits: readonly ThrottleLimit[], now: Date): Promise<ThrottleReservation>;
  /** Gives one reserved attempt back (a success is not a failure); never below zero. */
  refund(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** True when the account signed in successfully from this address before. */
  isKnownAddress(account: string, ip: string): Promise<boolean>;
  rememberAddress(account: string, ip: string, now: Date): Promise<void>;
}
export const AUTH_THROTTLE_REPOSITORY = Symbol('AuthThrottleRepository');
