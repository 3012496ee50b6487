import type { UploadResult } from '../../../wire/uploads.wire';
import { storedFileUrl, uploadFolderStructure } from '../../../domain/files';
import type { FileStorage } from '../../ports/file-storage.port';
import type { UploadRecord } from '../../ports/upload.repository.port';

export type { UploadResult };

/** spec: public flow §3 'Upload result' (+ the quality report, warnings only). */
export function uploadResult(record: UploadRecord, storage: FileStorage, artistName: string): UploadResult {
  return {
    success: true,
    fileId: record.id,
    url: storedFileUrl(record.id),
    downloadUrl: `${storedFileUrl(record.id)}?download=1`,
    fileName: record.displayName,
    artistName,
    fileType: record.kind,
    folderType: record.folder,
    folderStructure: uploadFolderStructure(record.artistFolder),
    bucketName: storage.bucketName,
    size: record.size,
    quality: record.quality,
  };
}
