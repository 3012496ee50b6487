import type { FileStorage } from '../../application/ports/file-storage.port';
import type { MediaInspector } from '../../application/ports/media-inspector.port';
import type { AppConfig } from '../config';
import { buildResumableStore, type ResumableStore } from '../file-storage/resumable-store';
import { UploadFingerprints } from '../media/upload-fingerprints';

export type { ResumableStore, UploadFingerprints };

/** The tus protocol's store (per storage adapter) and the fingerprints taken while its bytes stream in. */
export interface ResumableUploadAdapters {
  store: ResumableStore;
  fingerprints: UploadFingerprints;
}

/** Built once per API process, beside the tus server that uses them. */
export async function buildResumableUploadAdapters(
  config: AppConfig,
  inspector: MediaInspector,
  storage: FileStorage,
): Promise<ResumableUploadAdapters> {
  return { store: await buildResumableStore(config, storage), fingerprints: new UploadFingerprints(inspector, storage) };
}
