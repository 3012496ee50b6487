import type { Clock } from '../../ports/clock.port';
import type { IdempotencyRecord, IdempotencyStore } from '../../ports/idempotency.port';
import { UseCaseError } from './use-case-error';

export const IDEMPOTENCY_MESSAGES = {
  inFlight: 'A request with this Idempotency-Key is still being processed. Please retry shortly.',
  mismatch: 'This Idempotency-Key was already used with a different request body.',
  malformed: 'Idempotency-Key must be 8-128 letters, digits or _.:-',
} as const;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The job that forgets old answers (enqueued hourly by the API, run by the job worker). */
export const IDEMPOTENCY_PRUNE_JOB = 'idempotency.prune';

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

export interface IdempotencyPolicy {
  /** An in-flight claim older than this is taken over (its request died). */
  inFlightSeconds: number;
  /** Answers are kept this long, then pruned. */
  retentionHours: number;
}

/** Called by the work inside its own transaction, once its answer is known: the key commits with the work. */
export type SealAnswer<T> = (answer: { status: number; body: T }) => Promise<void>;

/** Thrown from a seal when another request with the same key committed first: the work rolls back. */
class KeyAlreadyAnswered extends Error {
  constructor() {
    super('Idempotency-Key already answered');
  }
}

export interface IdempotentExecutionDeps {
  store: IdempotencyStore;
  clock: Clock;
  policy: IdempotencyPolicy;
}

/**
 * Same key + same body → the saved answer; other body → 'unprocessable'. The answer is saved in the work's own
 * transaction, so a crash mid-request leaves no key behind and the retry simply runs; of two parallel
 * requests with one key, one commits and the other replays its answer.
 */
export class IdempotentExecution {
  constructor(private readonly deps: IdempotentExecutionDeps) {}

  async run<T>(
    scope: string,
    key: string | undefined,
    requestHash: string,
    work: (seal: SealAnswer<T>) => Promise<{ status: number; body: T }>,
  ): Promise<IdempotentAnswer<T>> {
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw new UseCaseError('invalid', IDEMPOTENCY_MESSAGES.malformed);
    if (!key) return { ...(await work(async () => undefined)), replayed: false };
    const earlier = await this.earlierAnswer<T>(scope, key, requestHash);
    if (earlier) return earlier;
    const seal: SealAnswer<T> = async (answer) => {
      if (!(await this.deps.store.saveAnswer(scope, key, requestHash, answer, this.deps.clock.now()))) throw new KeyAlreadyAnswered();
    };
    try {
      return { ...(await work(seal)), replayed: false };
    } catch (error) {
      // A parallel twin may have committed first (this one then failed on the key or on the rows it took).
      const winner = await this.earlierAnswer<T>(scope, key, requestHash).catch(() => null);
      if (winner) return winner;
      throw error instanceof KeyAlreadyAnswered ? new UseCaseError('conflict', IDEMPOTENCY_MESSAGES.inFlight) : error;
    }
  }

  /** Forgets answers older than the retention (the job worker runs this). */
  prune(): Promise<number> {
    return this.deps.store.pruneBefore(new Date(this.deps.clock.now().getTime() - this.deps.policy.retentionHours * 3_600_000));
  }

  private async earlierAnswer<T>(scope: string, key: string, requestHash: string): Promise<IdempotentAnswer<T> | null> {
    const record = await this.deps.store.find(scope, key);
    if (!record) return null;
    if (record.requestHash !== requestHash) throw new UseCaseError('unprocessable', IDEMPOTENCY_MESSAGES.mismatch);
    if (record.status === 'done') return { status: record.responseStatus ?? 200, body: record.responseBody as T, replayed: true };
    return this.inFlight(scope, key, record);
  }

  private async inFlight(scope: string, key: string, record: IdempotencyRecord): Promise<null> {
    const cutoff = new Date(this.deps.clock.now().getTime() - this.deps.policy.inFlightSeconds * 1000);
    if (record.createdAt >= cutoff) throw new UseCaseError('conflict', IDEMPOTENCY_MESSAGES.inFlight);
    await this.deps.store.expireInFlight(scope, key, cutoff);
    return null;
  }
}
