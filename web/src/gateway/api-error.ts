import type { FieldError } from '@wire';

export const NETWORK_ERROR_MESSAGE = 'Network error: Please check your internet connection and try again.';

/** An answer of the API's error shape ({ success: false, error, details? }), or a network failure. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: FieldError[] = [],
    /** False when the answer had no API error body (a proxy or a crash): the message is only 'HTTP <status>'. */
    readonly fromServer = true,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The error of an answer: the API's message, or only its status when the body is not the API's. */
export function apiErrorOf(status: number, body: { error?: string; details?: FieldError[] }): ApiError {
  return body.error
    ? new ApiError(body.error, status, body.details ?? [])
    : new ApiError(`HTTP ${status}`, status, body.details ?? [], false);
}
