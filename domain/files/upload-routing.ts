import { MEGABYTE } from './file-size';

// spec: public flow §4 Upload routing, §7, §9.
export const LARGE_FILE_THRESHOLD_BYTES = 15 * MEGABYTE;
export const STANDARD_UPLOAD_TIMEOUT_MS = 300_000;
export const DIRECT_UPLOAD_TIMEOUT_MS = 600_000;

/**
 * An upload through which nothing has moved (no byte sent, no answer) for this long has stalled: it fails and offers
 * Retry. A slow upload that keeps moving never times out; only the server's answer after the last byte is given the
 * route's whole timeout (it checks and fingerprints the file first).
 */
export const UPLOAD_STALL_MS = 10_000;
/** Retries (after 0, 1 and 3 s) of a request that could not reach the server, before the upload is reported failed. */
export const UNREACHABLE_RETRIES = 3;

export type UploadRoute = 'standard' | 'direct';

/** At most 15 MB: standard upload; larger: direct cloud-storage upload (three calls). */
export function uploadRoute(size: number): UploadRoute {
  return size <= LARGE_FILE_THRESHOLD_BYTES ? 'standard' : 'direct';
}

export type DirectUploadFailure = { kind: 'status'; status: number } | { kind: 'timeout' } | { kind: 'network' };

/** Any direct-upload failure falls back to the standard upload; only a 503 does so silently (no diagnostics). */
export function isSilentFallback(failure: DirectUploadFailure): boolean {
  return failure.kind === 'status' && failure.status === 503;
}

export function uploadTimeoutMs(route: UploadRoute): number {
  return route === 'standard' ? STANDARD_UPLOAD_TIMEOUT_MS : DIRECT_UPLOAD_TIMEOUT_MS;
}

/** Leaving the wizard (in-app link) while a file is still uploading asks first. */
export const LEAVE_WHILE_UPLOADING_MESSAGES = {
  title: 'Leave while files are uploading?',
  message: 'A file is still uploading. If you leave now, that upload stops and you will need to choose the file again.',
  stay: 'Stay on this page',
  leave: 'Leave anyway',
} as const;
