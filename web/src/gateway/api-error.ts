import type { FieldError } from '../../../contracts';

export const NETWORK_ERROR_MESSAGE = 'Network error: Please check your internet connection and try again.';

/** An answer of the API's error shape ({ success: false, error, details? }), or a network failure. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
