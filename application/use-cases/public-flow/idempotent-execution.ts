import type { IdempotencyStore } from '../../ports/idempotency.port';
import { UseCaseError } from './use-case-error';

export const IDEMPOTENCY_MESSAGES = {
  inFlight: 'A request with this Idempotency-Key is still being processed. Please retry shortly.',
  mismatch: 'This Idempotency-Key was already used with a different request body.',
} as const;

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/** Same key + same body → the saved answer; other body → 422; while the first is running → 409. */
export class IdempotentExecution {
  constructor(private readonly store: IdempotencyStore) {}

  async run<T>(scope: string, key: string | undefined, requestHash: string, work: () => Promise<{ status: number; body: T }>): Promise<IdempotentAnswer<T>> {
    if (!key) return { ...(await work()), replayed: false };
    const begin = await this.store.begin(scope, key, requestHash);
    if (begin.state === 'in_flight') throw new UseCaseError('conflict', IDEMPOTENCY_MESSAGES.inFlight);
    if (begin.state === 'mismatch') throw new UseCaseError('unprocessable', IDEMPOTENCY_MESSAGES.mismatch);
    if (begin.state === 'replay') return { status: begin.status, body: begin.body as T, replayed: true };
    try {
      const answer = await work();
      await this.store.complete(scope, key, answer.status, answer.body);
      return { ...answer, replayed: false };
    } catch (error) {
      await this.store.release(scope, key);
      throw error;
    }
  }
}
