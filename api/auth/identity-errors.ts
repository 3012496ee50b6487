import type { Response } from 'express';
import { InvalidCredentialsError, TooManyAttemptsError } from '../../application/use-cases/identity/sign-in.errors';
import { ApiException } from '../common/http/api-exception';

/** Sign-in failures as HTTP: 401 for bad credentials, 429 with Retry-After past the limit. */
export function toHttpError(error: unknown, res: Response): unknown {
  if (error instanceof TooManyAttemptsError) {
    res.setHeader('Retry-After', String(error.retryAfterSeconds));
    return new ApiException(429, error.message);
  }
  if (error instanceof InvalidCredentialsError) return new ApiException(401, error.message);
  return error;
}
