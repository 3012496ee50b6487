/** Random secrets and their one-way hashes (tokens are stored only as hashes). */
export interface TokenService {
  /** A URL-safe token of at least 128 random bits. */
  generate(): string;
  hash(token: string): string;
  /** A short human code from an unambiguous alphabet (e.g. artist codes). */
  code(length: number): string;
}
export const TOKEN_SERVICE = Symbol('TokenService');

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
