import { HttpException } from '@nestjs/common';
import { errorBody, type ErrorResponse } from './error-response';

/** Throw with a status and the spec's message; optional field details are passed through unchanged. */
export class ApiException extends HttpException {
  constructor(status: number, message: string, details?: ErrorResponse['details']) {
    super(errorBody(message, details), status);
  }
}
