import type { Readable } from 'node:stream';
import { AppError } from '../errors/app-error';
import type { StoredObject } from './file-storage.port';

/** One direct-upload PUT whose signed URL was accepted: where its bytes go and how they are written. */
export interface DirectUploadPut {
  /** The staging key the URL was signed for. */
  readonly key: string;
  /** Writes exactly the signed size; a second PUT to the same URL, or another length, is refused. */
  store(body: Readable): Promise<StoredObject>;
}

/**
 * The PUT side of direct uploads for a storage that cannot take the browser's PUT itself (the local disk):
 * its signed URLs point at our API, which hands the bytes to this receiver.
 */
export interface DirectUploadReceiver {
  /** Checks the URL's token; an invalid or expired one is refused with DirectUploadRefusedError. */
  open(token: string, now: Date): DirectUploadPut;
}
export const DIRECT_UPLOAD_RECEIVER = Symbol('DirectUploadReceiver');

/** The URL is not valid or has expired (forbidden), was used already (conflict), or the body's length differs (invalid). */
export class DirectUploadRefusedError extends AppError {
  constructor(code: 'forbidden' | 'conflict' | 'invalid', message: string) {
    super(code, message);
  }
}
