import { tooManyAttemptsMessage } from '../../../domain/access';

/** Wrong secret or unknown account: one message for both so callers learn nothing about which accounts exist. */
export class InvalidCredentialsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidCredentialsError';
  }
}

/** Past the failure limit for the account or the caller's address; even a right secret is refused. */
export class TooManyAttemptsError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyAttemptsMessage(retryAfterSeconds));
    this.name = 'TooManyAttemptsError';
  }
}
