export type UploadErrorKind =
  'invalid' | 'unsupported' | 'too_large' | 'unauthorized' | 'forbidden' | 'not_found' | 'range' | 'gone' | 'quota' | 'unavailable';

/** A refusal of the uploads feature; the API maps the kind to its status (400, 415, 413, 401, 403, 404, 416, 410, 429, 503). */
export class UploadError extends Error {
  constructor(
    readonly kind: UploadErrorKind,
    message: string,
    /** For 'quota': when the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}
