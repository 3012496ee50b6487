/** What the store holds for a key: a finished answer, or an in-flight claim (written by an older version, or a test). */
export interface IdempotencyRecord {
  requestHash: string;
  status: 'in_flight' | 'done';
  responseStatus: number | null;
  responseBody: unknown;
  createdAt: Date;
}

/** Remembers the answer given to a request carrying an Idempotency-Key. */
export interface IdempotencyStore {
  find(scope: string, key: string): Promise<IdempotencyRecord | null>;
  /**
   * Records the answer. Called inside the work's UnitOfWork it commits with the work itself, so a crash
   * leaves neither; false when another request recorded the key first (that request's work stands, this one's
   * must roll back). On PostgreSQL a parallel insert of the same key waits for the first to commit or roll back.
   */
  saveAnswer(scope: string, key: string, requestHash: string, answer: { status: number; body: unknown }, at: Date): Promise<boolean>;
  /** Removes an in-flight claim made before the cutoff (its request is presumed dead). */
  expireInFlight(scope: string, key: string, before: Date): Promise<void>;
  /** Deletes answers made before the cutoff (retention); returns how many. */
  pruneBefore(cutoff: Date): Promise<number>;
}
export const IDEMPOTENCY_STORE = Symbol('IdempotencyStore');
