import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/error-code';
import { DirectUploadRefusedError } from '../../ports/direct-upload-receiver.port';

/** A refusal of the uploads feature. */
export class UploadError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    /** For 'too_many_requests' (a used-up quota): when the caller may try again. */
    retryAfterSeconds?: number,
  ) {
    super(code, message, { retryAfterSeconds });
  }
}

/**
 * An upload path's failure as the refusal to answer with: the feature's own refusals (and a refused direct-upload
 * URL) as they are; anything else is a storage fault, 'unavailable', so the browser falls back (public flow §4).
 */
export function asUploadRefusal(error: unknown): AppError {
  if (error instanceof UploadError || error instanceof DirectUploadRefusedError) return error;
  return new UploadError('unavailable', UPLOAD_SERVER_MESSAGES.storageUnavailable);
}
