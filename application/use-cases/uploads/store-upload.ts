import { MediaRefusedError } from '../../ports/media-inspector.port';
import { StorageLimitExceededError } from '../../ports/file-storage.port';
import { UploadError } from './upload-error';

/** Maps the storage and inspection failures of a streamed upload to the feature's refusals. */
export function explainUploadFailure(error: unknown, tooLargeMessage: string): unknown {
  if (error instanceof StorageLimitExceededError) return new UploadError('too_large', tooLargeMessage);
  if (error instanceof MediaRefusedError) return new UploadError('unsupported', error.message);
  return error;
}
