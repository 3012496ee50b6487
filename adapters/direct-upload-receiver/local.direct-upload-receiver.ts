import type { Readable } from 'node:stream';
import {
  type DirectUploadPut,
  type DirectUploadReceiver,
  DirectUploadRefusedError,
} from '../../application/ports/direct-upload-receiver.port';
import type { DirectUploadClaims } from '../file-storage/direct-upload-token';
import { DirectUploadRejectedError, type LocalFileStorage } from '../file-storage/local.file-storage';

const CODE_OF = { expired: 'forbidden', invalid: 'forbidden', used: 'conflict', length: 'invalid' } as const;

const asRefusal = (error: unknown): unknown =>
  error instanceof DirectUploadRejectedError ? new DirectUploadRefusedError(CODE_OF[error.reason], error.message) : error;

/** The local storage's signed PUT URLs point at our own API; the bytes of such a PUT are written here. */
export class LocalDirectUploadReceiver implements DirectUploadReceiver {
  constructor(private readonly storage: LocalFileStorage) {}

  open(token: string, now: Date): DirectUploadPut {
    const claims = this.verified(token, now);
    return {
      key: claims.key,
      store: (body: Readable) =>
        this.storage.storeDirectUpload(claims, body).catch((error: unknown) => {
          throw asRefusal(error);
        }),
    };
  }

  private verified(token: string, now: Date): DirectUploadClaims {
    try {
      return this.storage.verifyDirectUpload(token, now);
    } catch (error) {
      throw asRefusal(error);
    }
  }
}
