export interface FormSession {
  sessionId: string;
  startedAt: Date;
}

/** Issues and checks the wizard's signed form sessions (server timestamp, HMAC with a stored secret). */
export interface FormSessionSigner {
  sign(session: FormSession): Promise<string>;
  /** The session inside a genuine token; null for a forged, malformed or foreign token. */
  verify(token: string): Promise<FormSession | null>;
}
export const FORM_SESSION_SIGNER = Symbol('FormSessionSigner');

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Fixed-window counters per bucket and subject (an IP), stored where every instance sees them. */
export interface RateLimiter {
  hit(bucket: string, subject: string, limit: number, windowSeconds: number): Promise<RateLimitDecision>;
}
export const RATE_LIMITER = Symbol('RateLimiter');
