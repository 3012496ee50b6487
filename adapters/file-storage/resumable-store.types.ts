import type { DataStore } from '@tus/server' with { 'resolution-mode': 'import' };

/**
 * Where tus uploads collect their bytes until they are complete: @tus/file-store under the local storage
 * root, or @tus/s3-store in the bucket. The staging key names the partial object in the FileStorage
 * adapter's terms, so a finished upload moves to its final key with FileStorage.finalize like a direct one.
 */
export interface ResumableStore {
  readonly datastore: DataStore;
  stagingKey(uploadId: string): string;
  /** Makes the received bytes durable before they are moved (local disk: fsync). */
  seal(uploadId: string): Promise<void>;
  /** Removes the partial object (if still there) and the store's own record of the upload. */
  forget(uploadId: string): Promise<void>;
}
