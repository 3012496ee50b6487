import type { FieldIssue } from '../../domain/shared';
import type { ErrorCode } from './error-code';

export interface AppErrorOptions {
  /** Per-field problems, each shown beside its field. */
  details?: FieldIssue[];
  /** For 'too_many_requests': how long the caller should wait before trying again. */
  retryAfterSeconds?: number;
  /** More of the answer beside the message, for a caller that reads a refusal in its success answer's shape. */
  fields?: Readonly<Record<string, string | boolean | null>>;
}

/** The base of every refusal the application reports: a code from a closed list and a message for people. */
export class AppError extends Error {
  readonly details: FieldIssue[];
  readonly retryAfterSeconds?: number;
  readonly fields: Readonly<Record<string, string | boolean | null>>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.details = options.details ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.fields = options.fields ?? {};
  }
}
