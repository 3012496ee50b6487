import type { ApiErrorBody } from '../../../wire';

/** The one error shape of the API (DESIGN.md 'Errors'). */
export type ErrorResponse = ApiErrorBody;

export function errorBody(error: string, details?: ErrorResponse['details']): ErrorResponse {
  return details && details.length > 0 ? { success: false, error, details } : { success: false, error };
}
