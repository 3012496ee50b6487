import type { FileStorage } from '../../application/ports/file-storage.port';
import type { AppConfig } from '../config';
import { prefixedS3Client } from './prefixed-s3-client';
import type { ResumableStore } from './resumable-store.types';
import { createS3Client, s3ClientConfig } from './s3-client';

const S3_PART_BYTES = 8 * 1024 * 1024;

/**
 * @tus/s3-store with the project's S3 client (no aws-chunked bodies) under S3_TUS_PREFIX. Terminating or forgetting
 * an upload removes everything the store wrote for it: the multipart upload, the object, `<id>.info` and `<id>.part`.
 */
export async function buildS3ResumableStore(config: AppConfig, storage: FileStorage): Promise<ResumableStore> {
  const { S3Store } = await import('@tus/s3-store');
  const settings = config.storage.s3;
  const prefix = settings.tusPrefix;
  class PrefixedS3Store extends S3Store {
    constructor() {
      super({ partSize: S3_PART_BYTES, s3ClientConfig: { bucket: settings.bucket, ...s3ClientConfig(settings) } });
      this.client.destroy();
      this.client = prefixedS3Client(createS3Client(settings), prefix);
    }

    /**
     * Termination (tus DELETE) and forget(): the store's own remove() aborts the multipart upload and deletes the
     * object and `<id>.info`, but not the incomplete part `<id>.part`, which a PATCH ending between parts leaves.
     */
    override async remove(id: string): Promise<void> {
      await super.remove(id);
      await this.client.deleteObject({ Bucket: this.bucket, Key: this.partKey(id, true) });
    }

    /** Drops the store's in-memory copy of an upload's metadata (remove() skips it when it fails). */
    forgetCached(id: string): Promise<void> {
      return this.clearCache(id);
    }
  }
  const datastore = new PrefixedS3Store();
  const objectsOf = (id: string) => [`${prefix}${id}`, `${prefix}${id}.info`, `${prefix}${id}.part`];
  return {
    datastore,
    stagingKey: (id) => `${prefix}${id}`,
    seal: async () => undefined,
    async forget(id) {
      // Aborts a multipart upload still open; after completion it fails before its own deletes, hence ours.
      await datastore.remove(id).catch(() => undefined);
      for (const key of objectsOf(id)) await storage.delete(key);
      await datastore.forgetCached(id);
    },
  };
}
