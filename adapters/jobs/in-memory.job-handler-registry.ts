import type { JobHandler, JobHandlerOptions, JobHandlerRegistry, JobPayload } from '../../application/ports/job-queue.port';
import { JOB_RETRY_DEFAULTS, type RetryBudget, retryDelayMs } from '../../domain/jobs';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The budget of a handler registered without one: a time window, not a count of tries. */
export interface RetryDefaults {
  retryForMs: number;
  backoffMaxMs: number;
}

export const BUILT_IN_RETRY_DEFAULTS: RetryDefaults = {
  retryForMs: JOB_RETRY_DEFAULTS.retryForHours * HOUR_MS,
  backoffMaxMs: JOB_RETRY_DEFAULTS.backoffMaxMinutes * MINUTE_MS,
};

export interface RegisteredHandler extends RetryBudget {
  handler: JobHandler;
  backoffMs: (attempt: number) => number;
}

export class InMemoryJobHandlerRegistry implements JobHandlerRegistry {
  private readonly handlers = new Map<string, RegisteredHandler>();

  constructor(private readonly defaults: RetryDefaults = BUILT_IN_RETRY_DEFAULTS) {}

  register<P extends JobPayload>(kind: string, handler: JobHandler<P>, options: JobHandlerOptions = {}): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for job kind '${kind}' is already registered`);
    const countOnly = options.maxAttempts !== undefined && options.retryForMs === undefined;
    this.handlers.set(kind, {
      handler: handler as unknown as JobHandler,
      maxAttempts: options.maxAttempts ?? null,
      retryForMs: countOnly ? null : (options.retryForMs ?? this.defaults.retryForMs),
      backoffMs: options.backoffMs ?? ((attempt) => retryDelayMs(attempt, this.defaults.backoffMaxMs)),
    });
  }

  kinds(): string[] {
    return [...this.handlers.keys()];
  }

  find(kind: string): RegisteredHandler | undefined {
    return this.handlers.get(kind);
  }
}
