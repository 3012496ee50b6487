import type { FieldError } from '../../../contracts';

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
