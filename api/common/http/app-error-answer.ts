import type { AppError } from '../../../application/errors/app-error';
import type { ErrorCode } from '../../../application/errors/error-code';
import { errorBody, type ErrorResponse } from './error-response';

const STATUS_OF: Record<ErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported: 415,
  out_of_range: 416,
  unprocessable: 422,
  too_many_requests: 429,
  unavailable: 503,
};

export interface ErrorAnswer {
  status: number;
  body: ErrorResponse;
  headers: Record<string, string>;
}

export const httpStatusOf = (code: ErrorCode): number => STATUS_OF[code];

/** A coded refusal as the HTTP answer: status by code, the one error body (with its extra fields), Retry-After when it says when. */
export function appErrorAnswer(error: AppError): ErrorAnswer {
  return {
    status: httpStatusOf(error.code),
    body: { ...errorBody(error.message, error.details), ...error.fields },
    headers: error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) },
  };
}
