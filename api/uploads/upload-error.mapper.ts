import type { Response } from 'express';
import { asUploadRefusal } from '../../application/use-cases/uploads/upload-error';
import { appErrorAnswer, type ErrorAnswer } from '../common/http/app-error-answer';

export const UPLOAD_REFUSED_429 =
  'Too many upload calls from this address (RATE_LIMIT_UPLOADS), or the upload quota of the form session or the address is used up; Retry-After says when to try again';

/** For the upload paths that write their own response (multipart stream, file reads, tus hooks). */
export function uploadFailureAnswer(error: unknown): ErrorAnswer {
  return appErrorAnswer(asUploadRefusal(error));
}

export function sendUploadFailure(res: Response, error: unknown): void {
  const { status, body, headers } = uploadFailureAnswer(error);
  res.set(headers).status(status).json(body);
}
