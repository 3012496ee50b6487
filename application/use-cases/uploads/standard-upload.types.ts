// The shapes a standard upload passes between its receive and complete steps.
import type { Readable } from 'node:stream';
import type { QualityReport, UploadKind } from '../../ports/upload.repository.port';
import type { Requester, Uploader } from './upload-policy';

export interface IncomingFile {
  body: Readable;
  kind: UploadKind;
  fileName: string;
  contentType: string;
  browser: string;
  /** The form session as known when the file starts (header, or a field before the file); undefined: it may follow. */
  sessionToken: string | undefined;
  artistName: string | undefined;
  requester: Requester | undefined;
  /** The client's address, for its quota. */
  address: string;
  /** The request's Content-Length when sent: the bytes reserved against the quota (capped at the kind's limit). */
  declaredBytes: number | undefined;
}

export interface StagedFile {
  id: string;
  kind: UploadKind;
  stagingKey: string;
  displayName: string;
  contentType: string;
  size: number;
  /** Of the bytes as they arrived, before storage saw them. */
  sha256: string;
  quality: QualityReport;
  uploader: Uploader;
  /** The file arrived before its form session: the uploader is provisional until complete() reads the session. */
  unclaimed: boolean;
  requester: Requester | undefined;
  address: string;
}

export interface UploadFields {
  artistName: string;
  trackTitle: string;
  releaseTitle: string;
}
