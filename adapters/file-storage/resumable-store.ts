import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { writeAt } from './durable-file';
import type { FileStorage } from '../../application/ports/file-storage.port';
import type { AppConfig } from '../config';
import type { ResumableStore } from './resumable-store.types';
import { buildS3ResumableStore } from './s3-resumable-store';

export type { ResumableStore };

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
