import type { FileStorage } from '../../application/ports/file-storage.port';
import type { MediaInspector } from '../../application/ports/media-inspector.port';
import type { AppConfig } from '../config';
import { buildResumableStore, type ResumableStore } from '../file-storage/resumable-store';
import { UploadFingerprints } from '../media/upload-fingerprints';
import { AdvisoryUploadLocker, type LockRefusal, type UploadLocker } from '../persistence/advisory.upload-locker';

export type { LockRefusal, ResumableStore, UploadFingerprints, UploadLocker };

/** The tus protocol's store (per storage adapter), the fingerprints taken while its bytes stream in, and its lock. */
export interface ResumableUploadAdapters {
  store: ResumableStore;
  fingerprints: UploadFingerprints;
  /** Shared by every instance on PostgreSQL; undefined on PGlite (one machine: @tus/server's in-process lock). */
  locker: UploadLocker | undefined;
  close(): Promise<void>;
}

/** Built once per API process, beside the tus server that uses them; `busy` is the answer to a request that finds the lock taken. */
export async function buildResumableUploadAdapters(
  config: AppConfig,
  inspector: MediaInspector,
  storage: FileStorage,
  busy: LockRefusal,
): Promise<ResumableUploadAdapters> {
  const fingerprints = new UploadFingerprints(inspector, storage);
  const locker = config.databaseUrl ? new AdvisoryUploadLocker(config.databaseUrl, busy) : undefined;
  return {
    store: await buildResumableStore(config, storage),
    fingerprints,
    locker,
    async close() {
      await fingerprints.close();
      await locker?.close();
    },
  };
}
