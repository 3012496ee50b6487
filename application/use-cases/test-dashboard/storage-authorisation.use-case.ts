/** The file storage as configured: which adapter, where it writes, and the S3 keys if any. */
export interface StorageSettings {
  adapter: string;
  localRoot: string;
  s3: { bucket: string; accessKeyId?: string; secretAccessKey?: string };
}

export interface StorageAuthorisation {
  adapter: string;
  authorised: boolean;
  bucket: string;
}

export interface StorageAuthorisationDeps {
  storage: StorageSettings;
}

/** Whether the configured file storage is authorised to write: local always is; S3 by its keys or its role. */
export class StorageAuthorisationUseCase {
  constructor(private readonly deps: StorageAuthorisationDeps) {}

  execute(): StorageAuthorisation {
    const { storage } = this.deps;
    const authorised =
      storage.adapter === 'local' || Boolean(storage.s3.accessKeyId && storage.s3.secretAccessKey) || storage.adapter === 's3';
    return { adapter: storage.adapter, authorised, bucket: storage.adapter === 's3' ? storage.s3.bucket : storage.localRoot };
  }
}
