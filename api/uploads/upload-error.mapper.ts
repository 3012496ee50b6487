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
  gone: 410,
  unavailable: 503,
};

export function toHttpError(error: unknown): ApiException {
  if (error instanceof ApiException) return error;
  if (error instanceof UploadError) return new ApiException(STATUS[error.kind], error.message);
  // A storage fault on the cloud-storage calls is a 503: the browser falls back to the standard upload.
  return new ApiException(503, UPLOAD_SERVER_MESSAGES.storageUnavailable);
}
