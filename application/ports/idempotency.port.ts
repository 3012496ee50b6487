export type IdempotencyBegin =
  | { state: 'started' }
  | { state: 'in_flight' }
  | { state: 'mismatch' }
  | { state: 'replay'; status: number; body: unknown };

/** Remembers the answer given to a request carrying an Idempotency-Key. */
export interface IdempotencyStore {
  /** Claims the key for this request hash (committed at once, outside any unit of work). */
  begin(scope: string, key: string, requestHash: string): Promise<IdempotencyBegin>;
  complete(scope: string, key: string, status: number, body: unknown): Promise<void>;
  /** Frees the key after a refused request so a corrected retry with the same key may run. */
  release(scope: string, key: string): Promise<void>;
}
export const IDEMPOTENCY_STORE = Symbol('IdempotencyStore');
