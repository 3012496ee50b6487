/** The one error shape of the API (DESIGN.md 'Errors'). */
export interface ErrorResponse {
  success: false;
  error: string;
  details?: { field?: string; message: string }[];
  requestId?: string;
}

export function errorBody(error: string, details?: ErrorResponse['details']): ErrorResponse {
  return details && details.length > 0 ? { success: false, error, details } : { success: false, error };
}
