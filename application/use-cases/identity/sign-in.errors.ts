import { tooManyAttemptsMessage } from '../../../domain/access';
import { AppError } from '../../errors/app-error';

/** Wrong secret or unknown account: one message for both so callers learn nothing about which accounts exist. */
export class InvalidCredentialsError extends AppError {
  constructor(message: string) {
    super('unauthorized', message);
  }
}

/** Past the failure limit for the account or the caller's address; even a right secret is refused. */
export class TooManyAttemptsError extends AppError {
  constructor(retryAfterSeconds: number) {
    super('too_many_requests', tooManyAttemptsMessage(retryAfterSeconds), { retryAfterSeconds });
  }
}
