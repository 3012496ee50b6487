import type { Response } from 'express';
import { UploadError, type UploadErrorKind } from '../../application/use-cases/uploads/upload-error';
import { UPLOAD_SERVER_MESSAGES } from '../../domain/files/upload.messages';
import { ApiException } from '../common/http/api-exception';

const STATUS: Record<UploadErrorKind, number> = {
  invalid: 400,
  unsupported: 415,
  too_large: 413,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  range: 416,
  quota: 429,
  gone: 410,
  unavailable: 503,
};

export const UPLOAD_REFUSED_429 =
  'Too many upload calls from this address (RATE_LIMIT_UPLOADS), or the upload quota of the form session or the address is used up; Retry-After says when to try again';

/** With the response at hand, a quota refusal also gets its Retry-After header. */
export function toHttpError(error: unknown, res?: Response): ApiException {
  if (error instanceof ApiException) return error;
  if (error instanceof UploadError) {
    if (error.retryAfterSeconds !== undefined) res?.setHeader('Retry-After', String(error.retryAfterSeconds));
    return new ApiException(STATUS[error.kind], error.message);
  }
  // A storage fault on the cloud-storage calls is a 503: the browser falls back to the standard upload.
  return new ApiException(503, UPLOAD_SERVER_MESSAGES.storageUnavailable);
}
