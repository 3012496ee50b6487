export interface ThrottleCounter {
  failures: number;
  windowStartedAt: Date;
}

/** Failed-attempt counters shared by every API instance (auth_throttle table). */
export interface AuthThrottleRepository {
  read(key: string): Promise<ThrottleCounter | undefined>;
  /** Atomically adds one failure, starting a new window when the current one ended before `now`. */
  recordFailure(key: string, now: Date, windowMinutes: number): Promise<ThrottleCounter>;
  clear(key: string): Promise<void>;
}
export const AUTH_THROTTLE_REPOSITORY = Symbol('AuthThrottleRepository');
