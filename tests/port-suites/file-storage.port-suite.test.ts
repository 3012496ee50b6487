import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ADAPTER_NAMES, type StorageAdapterName } from '../../adapters/config/adapter-names';
import { DirectUploadRejectedError, LocalFileStorage, LOCAL_DIRECT_UPLOAD_PATH } from '../../adapters/file-storage/local.file-storage';
import { S3FileStorage } from '../../adapters/file-storage/s3.file-storage';
import { StorageLimitExceededError } from '../../application/ports/file-storage.port';
import { s3SettingsFor, startFakeS3 } from '../fakes/s3.fake-server';
import { InMemoryFileStorage } from '../support/in-memory/in-memory.file-storage';
import { describeFileStoragePortSuite, type FileStorageHarness } from './file-storage.port-suite';

const harnesses: Record<StorageAdapterName, () => Promise<FileStorageHarness>> = {
  async local() {
    let offsetMs = 0;
    const storage = new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), 'local-storage-')), 'port-suite-secret');
    return {
      storage,
      // The API's PUT route calls acceptDirectUpload; its HTTP mapping is covered in tests/api/uploads.
      async upload(target, body) {
        const token = target.url.slice(LOCAL_DIRECT_UPLOAD_PATH.length + 1);
        try {
          await storage.acceptDirectUpload(token, Readable.from([body]), new Date(Date.now() + offsetMs));
          return 200;
        } catch (error) {
          if (error instanceof DirectUploadRejectedError) return error.reason === 'length' ? 400 : 403;
          if (error instanceof StorageLimitExceededError) return 413;
          throw error;
        }
      },
      passTime: (seconds) => void (offsetMs += seconds * 1000),
      close: async () => undefined,
    };
  },
  async s3() {
    let offsetMs = 0;
    const fake = await startFakeS3({ now: () => Date.now() + offsetMs });
    const storage = new S3FileStorage(s3SettingsFor(fake));
    return {
      storage,
      async upload(target, body) {
        const answer = await fetch(target.url, { method: 'PUT', headers: target.headers, body: new Uint8Array(body) }).catch(() => null);
        return answer ? answer.status : 400;
      },
      passTime: (seconds) => void (offsetMs += seconds * 1000),
      async close() {
        storage.destroy();
        await fake.close();
      },
    };
  },
};

for (const name of ADAPTER_NAMES.storage) describeFileStoragePortSuite(name, harnesses[name]);

// The fake the use-case tests hold in place of both.
describeFileStoragePortSuite('in-memory fake', async () => {
  let offsetMs = 0;
  const storage = new InMemoryFileStorage(() => Date.now() + offsetMs);
  return {
    storage,
    upload: async (target, body) => storage.receiveDirect(target.url, body),
    passTime: (seconds) => void (offsetMs += seconds * 1000),
    close: async () => undefined,
  };
});
