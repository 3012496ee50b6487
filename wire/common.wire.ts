/** One problem with one field of a request (the `details` of an error answer). */
export interface FieldError {
  field?: string;
  message: string;
}

/** Every 4xx/5xx answer of the API. */
export interface ApiErrorBody {
  success: false;
  error: string;
  details?: FieldError[];
  /** Set on 5xx answers: the id under which the server logged the fault. */
  requestId?: string;
}

/** A plain acknowledgement with a sentence for the user. */
export interface MessageResponse {
  success: true;
  message: string;
}
