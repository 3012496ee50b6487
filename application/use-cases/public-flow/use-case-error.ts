import type { FieldIssue } from '../../../domain/shared';

export type UseCaseErrorKind =
  'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'unprocessable' | 'rate_limited' | 'unavailable';

/** A refusal a use case reports to its caller; the API maps the kind to a 4xx/503 status. */
export class UseCaseError extends Error {
  constructor(
    readonly kind: UseCaseErrorKind,
    message: string,
    readonly details: FieldIssue[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'UseCaseError';
  }
}
