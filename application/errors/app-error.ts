import type { FieldIssue } from '../../domain/shared';
import type { ErrorCode } from './error-code';

export interface AppErrorOptions {
  /** Per-field problems, each shown beside its field. */
  details?: FieldIssue[];
  /** For 'too_many_requests': how long the caller should wait before trying again. */
  retryAfterSeconds?: number;
}

/** The base of every refusal the application reports: a code from a closed list and a message for people. */
export class AppError extends Error {
  readonly details: FieldIssue[];
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.details = options.details ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
