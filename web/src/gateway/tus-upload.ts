import { DefaultHttpStack, DetailedError, Upload } from 'tus-js-client';
import { STANDARD_UPLOAD_TIMEOUT_MS, UNREACHABLE_RETRIES, UPLOAD_MESSAGES, UPLOAD_STALL_MS } from '@domain/files';
import type { ApiErrorBody, UploadResult } from '@wire';
import { noticeRefusal } from './session-refusals';
import { StalledRequestError, stallWatchingStack, UploadPulse } from './stall-watch';
import { UploadError, type UploadMeta } from './upload.gateway';

// Retries after a cut connection: each resumes from the offset the server holds (HEAD), never from byte 0. tus starts
// the delays again once the server holds more bytes than before, so a slow upload that keeps moving keeps retrying.
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

function refusal(error: Error | DetailedError): UploadError {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  const cause = error instanceof DetailedError ? error.causingError : error;
  if (!response && cause instanceof StalledRequestError)
    return new UploadError(`${UPLOAD_MESSAGES.networkError}: ${UPLOAD_MESSAGES.stalled(Math.round(cause.stallMs / 1000))}`);
  if (!response) return new UploadError(`${UPLOAD_MESSAGES.networkError}: ${UPLOAD_MESSAGES.connectFailed}`);
  const status = response.getStatus();
  noticeRefusal(status);
  try {
    const body = JSON.parse(response.getBody()) as Partial<ApiErrorBody>;
    return new UploadError(body.error ?? UPLOAD_MESSAGES.httpStatus(status), status);
  } catch {
    return new UploadError(UPLOAD_MESSAGES.httpStatus(status), status);
  }
}

/**
 * A resumable (tus 1.0) upload to /api/uploads/tus. The browser remembers the upload URL per file
 * (localStorage), so after a reload picking the same file again continues where the server stopped.
 */
export function tusUpload(baseUrl: string, file: File, meta: UploadMeta, onProgress: (fraction: number) => void): Promise<UploadResult> {
  const pulse = new UploadPulse();
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${baseUrl}/uploads/tus`,
      retryDelays: RETRY_DELAYS_MS,
      httpStack: stallWatchingStack(new DefaultHttpStack({}), pulse, UPLOAD_STALL_MS, STANDARD_UPLOAD_TIMEOUT_MS),
      headers: { 'X-Form-Session': meta.sessionId },
      metadata: {
        filename: file.name,
        filetype: file.type || 'application/octet-stream',
        fileType: meta.fileType,
        artistName: meta.artistName,
      },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // A refusal of the file itself (4xx other than 409/423/429) is final; the rest are retried. A server that cannot
      // be reached gets a few quick tries, and none once nothing has moved for the stall time: the card offers Retry.
      onShouldRetry: (error, attempt) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 0) return navigator.onLine !== false && attempt < UNREACHABLE_RETRIES && pulse.quietForMs() < UPLOAD_STALL_MS;
        return status >= 500 || status === 409 || status === 423 || status === 429;
      },
      onProgress: (sent, total) => total > 0 && onProgress(sent / total),
      onSuccess: ({ lastResponse }) => {
        try {
          resolve(JSON.parse(lastResponse.getBody()) as UploadResult);
        } catch {
          reject(new UploadError(UPLOAD_MESSAGES.parseFailed));
        }
      },
      onError: (error) => reject(refusal(error)),
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        const same = previous.find((p) => p.size === file.size);
        if (same) upload.resumeFromPreviousUpload(same);
        upload.start();
      })
      .catch(() => upload.start());
  });
}
