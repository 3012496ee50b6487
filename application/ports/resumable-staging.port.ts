import type { QualityReport } from './upload.repository.port';

/** What is known of a complete file's content: the quality report and its SHA-256 (hex). */
export interface UploadFingerprint {
  quality: QualityReport;
  sha256: string;
}

/** Where resumable uploads collect their bytes until complete, named in the FileStorage adapter's keys. */
export interface ResumableStaging {
  stagingKey(uploadId: string): string;
  /** Makes the received bytes durable before they are moved. */
  seal(uploadId: string): Promise<void>;
  /** Removes the partial object (if still there) and the staging area's record of the upload. */
  forget(uploadId: string): Promise<void>;
}
