import type { JobHandler, JobHandlerOptions, JobHandlerRegistry, JobPayload } from '../../application/ports/job-queue.port';

export const DEFAULT_MAX_ATTEMPTS = 8;
const MAX_BACKOFF_MS = 10 * 60_000;

/** 2^attempt seconds (2 s, 4 s, 8 s...) capped at 10 minutes, plus up to 20 % jitter so instances spread out. */
export function defaultBackoffMs(attempt: number): number {
  const base = Math.min(2 ** attempt * 1000, MAX_BACKOFF_MS);
  return Math.round(base * (1 + Math.random() * 0.2));
}

export interface RegisteredHandler {
  handler: JobHandler;
  maxAttempts: number;
  backoffMs: (attempt: number) => number;
}

export class InMemoryJobHandlerRegistry implements JobHandlerRegistry {
  private readonly handlers = new Map<string, RegisteredHandler>();

  register<P extends JobPayload>(kind: string, handler: JobHandler<P>, options: JobHandlerOptions = {}): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for job kind '${kind}' is already registered`);
    this.handlers.set(kind, {
      handler: handler as unknown as JobHandler,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      backoffMs: options.backoffMs ?? defaultBackoffMs,
    });
  }

  kinds(): string[] {
    return [...this.handlers.keys()];
  }

  find(kind: string): RegisteredHandler | undefined {
    return this.handlers.get(kind);
  }
}
