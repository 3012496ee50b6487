import { storedFileUrl, uploadFolderStructure, type UploadFolderStructure } from '../../../domain/files';
import type { FileStorage } from '../../ports/file-storage.port';
import type { QualityReport, UploadRecord } from '../../ports/upload.repository.port';

/** spec: public flow §3 'Upload result' (+ the quality report, warnings only). */
export interface UploadResult {
  success: true;
  fileId: string;
  url: string;
  downloadUrl: string;
  fileName: string;
  artistName: string;
  fileType: string;
  folderType: 'audio' | 'images';
  folderStructure: UploadFolderStructure;
  bucketName: string;
  size: number;
  quality: QualityReport | null;
}

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
