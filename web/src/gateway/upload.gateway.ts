import type { ApiErrorBody, ProcessUploadRequest, UploadResult, UploadUrlRequest, UploadUrlResponse } from '@wire';
import { noticeRefusal } from './session-refusals';
import { isSilentFallback, uploadRoute, uploadTimeoutMs, UPLOAD_MESSAGES, type DirectUploadFailure } from '@domain/files';

/** What the upload calls send besides the file (the form session id files it under the wizard's session). */
export type UploadMeta = Omit<ProcessUploadRequest, 'fileName' | 'bucketName' | 'fileType' | 'sessionId'> & {
  fileType: 'audio' | 'artwork';
  sessionId: string;
};

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** One XMLHttpRequest with upload progress (fetch has none on HTTP/1.1) and the spec's error words (§8 Uploads). */
function send(
  method: string,
  url: string,
  body: XMLHttpRequestBodyInit,
  timeoutMs: number,
  onProgress: (f: number) => void,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = timeoutMs;
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      noticeRefusal(xhr.status);
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => reject(new UploadError(`${UPLOAD_MESSAGES.networkError}: ${UPLOAD_MESSAGES.connectFailed}`));
    xhr.ontimeout = () => reject(new UploadError(`${UPLOAD_MESSAGES.timeout}: ${UPLOAD_MESSAGES.tookTooLong}`));
    xhr.send(body);
  });
}

function parse<T>(text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new UploadError(UPLOAD_MESSAGES.parseFailed);
  }
}

function failure(status: number, text: string, fallback: string): UploadError {
  try {
    // A proxy in front of the API may answer with no body or HTML.
    return new UploadError((JSON.parse(text) as Partial<ApiErrorBody>).error ?? fallback, status);
  } catch {
    return new UploadError(UPLOAD_MESSAGES.httpStatus(status), status);
  }
}

export interface UploadGateway {
  upload(file: File, meta: UploadMeta, onProgress: (fraction: number) => void): Promise<UploadResult>;
}

export interface UploadGatewayOptions {
  /** Resumable tus upload first (the default in the browser); the standard and direct paths remain the fallback. */
  resumable?: (file: File, meta: UploadMeta, onProgress: (fraction: number) => void) => Promise<UploadResult>;
}

/**
 * Resumable (tus) first when given; then files ≤ 15 MB go through the standard upload and larger ones go
 * direct, falling back to standard (public flow §4).
 */
export function createUploadGateway(
  baseUrl = '/api',
  log: (failure: DirectUploadFailure) => void = () => undefined,
  options: UploadGatewayOptions = {},
): UploadGateway {
  async function standard(file: File, meta: UploadMeta, onProgress: (f: number) => void): Promise<UploadResult> {
    const form = new FormData();
    form.append('artistName', meta.artistName);
    form.append('fileType', meta.fileType);
    form.append('trackTitle', meta.trackTitle ?? '');
    form.append('releaseTitle', meta.releaseTitle ?? '');
    form.append('sessionId', meta.sessionId);
    form.append('file', file, file.name);
    const { status, text } = await send('POST', `${baseUrl}/upload/google-drive`, form, uploadTimeoutMs('standard'), onProgress);
    if (status < 200 || status >= 300) throw failure(status, text, UPLOAD_MESSAGES.uploadFailed);
    return parse<UploadResult>(text);
  }

  async function direct(file: File, meta: UploadMeta, onProgress: (f: number) => void): Promise<UploadResult> {
    const json = { 'Content-Type': 'application/json' };
    const contentType = file.type || 'application/octet-stream';
    const urlRequest: UploadUrlRequest = {
      fileName: file.name,
      fileSize: file.size,
      contentType,
      artistName: meta.artistName,
      fileType: meta.fileType,
      sessionId: meta.sessionId,
    };
    const ticket = await send(
      'POST',
      `${baseUrl}/cloud-storage/generate-upload-url`,
      JSON.stringify(urlRequest),
      30_000,
      () => undefined,
      json,
    );
    if (ticket.status !== 200 && ticket.status !== 201) throw failure(ticket.status, ticket.text, UPLOAD_MESSAGES.uploadFailed);
    const { uploadUrl, fileName, bucketName, headers } = parse<UploadUrlResponse>(ticket.text);
    const put = await send('PUT', uploadUrl, file, uploadTimeoutMs('direct'), (f) => onProgress(f * 0.95), headers);
    if (put.status < 200 || put.status >= 300) throw failure(put.status, put.text, UPLOAD_MESSAGES.uploadFailed);
    const processRequest: ProcessUploadRequest = {
      ...meta,
      fileName,
      bucketName,
      trackTitle: meta.trackTitle ?? '',
      releaseTitle: meta.releaseTitle ?? '',
    };
    const processed = await send(
      'POST',
      `${baseUrl}/cloud-storage/process-upload`,
      JSON.stringify(processRequest),
      120_000,
      () => undefined,
      json,
    );
    if (processed.status < 200 || processed.status >= 300)
      throw failure(processed.status, processed.text, UPLOAD_MESSAGES.processingFailed);
    onProgress(1);
    return parse<UploadResult>(processed.text);
  }

  async function compatible(file: File, meta: UploadMeta, onProgress: (f: number) => void): Promise<UploadResult> {
    if (uploadRoute(file.size) === 'standard') return standard(file, meta, onProgress);
    try {
      return await direct(file, meta, onProgress);
    } catch (error) {
      const status = error instanceof UploadError ? error.status : 0;
      // A file refused for what it is (4xx other than 408/429) would be refused by the standard path too.
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw error;
      const kind: DirectUploadFailure =
        status > 0 ? { kind: 'status', status } : /timeout/i.test(String(error)) ? { kind: 'timeout' } : { kind: 'network' };
      if (!isSilentFallback(kind)) log(kind);
      onProgress(0);
      return standard(file, meta, onProgress);
    }
  }

  return {
    async upload(file, meta, onProgress) {
      if (!options.resumable) return compatible(file, meta, onProgress);
      try {
        return await options.resumable(file, meta, onProgress);
      } catch (error) {
        const status = error instanceof UploadError ? error.status : 0;
        if (status >= 400 && status < 500 && status !== 404 && status !== 408 && status !== 429) throw error;
        // The server could not be reached: the other paths would go the same way, and Retry resumes this upload.
        if (error instanceof UploadError && status === 0) throw error;
        onProgress(0);
        return compatible(file, meta, onProgress);
      }
    },
  };
}
