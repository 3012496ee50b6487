import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { UseCaseError, type UseCaseErrorKind } from '../../application/use-cases/public-flow/use-case-error';
import { errorBody } from '../common/http/error-response';

const STATUS: Record<UseCaseErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

/** Maps a use case's refusal to our error shape and status (registered on the public-flow controllers). */
@Catch(UseCaseError)
export class UseCaseErrorFilter implements ExceptionFilter {
  catch(error: UseCaseError, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (error.retryAfterSeconds) response.setHeader('Retry-After', String(error.retryAfterSeconds));
    response.status(STATUS[error.kind]).json(errorBody(error.message, error.details));
  }
}
