import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { writeAt } from './durable-file';
import type { DataStore } from '@tus/server' with { 'resolution-mode': 'import' };
import type { FileStorage } from '../../application/ports/file-storage.port';
import type { AppConfig } from '../config';
import { buildS3ResumableStore } from './s3-resumable-store';

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

export async function buildResumableStore(config: AppConfig, storage: FileStorage): Promise<ResumableStore> {
  if (config.storage.adapter === 's3') return buildS3ResumableStore(config, storage);
  const { FileStore } = await import('@tus/file-store');
  const { ERRORS } = await import('@tus/server');
  const directory = path.join(path.resolve(config.storage.localRoot), 'tus');
  /** @tus/file-store's write, with large positioned writes and writeback while the bytes stream in. */
  class WritebackFileStore extends FileStore {
    override async write(readable: Readable, id: string, offset: number): Promise<number> {
      try {
        return offset + (await writeAt(path.join(directory, id), readable, offset));
      } catch {
        throw ERRORS.FILE_WRITE_ERROR;
      }
    }
  }
  const datastore = new WritebackFileStore({ directory });
  return {
    datastore,
    stagingKey: (id) => `tus/${id}`,
    async seal(id) {
      const handle = await open(path.join(directory, id), 'r');
      await handle.sync().finally(() => handle.close());
    },
    async forget(id) {
      await rm(path.join(directory, id), { force: true });
      await datastore.configstore.delete(id);
    },
  };
}
