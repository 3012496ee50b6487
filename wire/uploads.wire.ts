import type { UploadFolderStructure } from '../domain/files';

export type { UploadFolderStructure };

/** The server's quality report of one stored file (warnings only; it never refuses a file). */
export interface FileQualityReport {
  kind: 'audio' | 'artwork';
  /** Audio: sampleRate, bitDepth, channels, durationSeconds, clippedSamples...; artwork: width, height, colourSpace. */
  facts: Record<string, string | number | boolean | null>;
  warnings: string[];
}

export type UploadFileType = 'audio' | 'artwork' | 'track' | 'image' | 'custom-artwork';

/**
 * public flow §3 Upload result: the answer of POST /api/upload/google-drive (multipart: file, artistName, fileType,
 * trackTitle, releaseTitle, sessionId) and of POST /api/cloud-storage/process-upload.
 */
export interface UploadResult {
  success: true;
  fileId: string;
  /** Served by GET /api/files/:fileId to its owner and staff. */
  url: string;
  downloadUrl: string;
  fileName: string;
  artistName: string;
  fileType: string;
  folderType: 'audio' | 'images';
  /** The artist's folders, listed for staff at GET /api/files/folders/:artistFolder[/audio|/images]. */
  folderStructure: UploadFolderStructure;
  bucketName: string;
  size: number;
  quality: FileQualityReport | null;
}

/** POST /api/cloud-storage/generate-upload-url */
export interface UploadUrlRequest {
  fileName: string;
  fileSize: number;
  contentType: string;
  artistName: string;
  fileType: UploadFileType;
  /** The form session id (or be signed in as an artist). */
  sessionId?: string;
}

export interface UploadUrlResponse {
  success: true;
  /** PUT the bytes here with these headers. */
  uploadUrl: string;
  fileName: string;
  bucketName: string;
  headers: Record<string, string>;
  expiresAt: string;
}

/** POST /api/cloud-storage/process-upload */
export interface ProcessUploadRequest {
  fileName: string;
  bucketName?: string;
  artistName: string;
  trackTitle?: string;
  fileType: UploadFileType;
  releaseTitle?: string;
  sessionId?: string;
}

/** PUT /api/cloud-storage/direct-upload/:token (the local adapter's signed target). */
export interface DirectPutResponse {
  success: true;
  size: number;
}

/** GET /api/files/folders/:artistFolder and /:artistFolder/audio|images (staff): the stored uploads, newest first. */
export interface ArtistFolderResponse {
  success: true;
  artistFolder: string;
  folder: 'audio' | 'images' | null;
  files: {
    fileId: string;
    fileName: string;
    kind: 'audio' | 'artwork';
    folder: 'audio' | 'images';
    size: number;
    url: string;
    createdAt: string;
  }[];
}
