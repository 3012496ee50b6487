import type { AudioAnalysisState } from '../../domain/files/audio-analysis';
import type { StorageFolder } from './file-storage.port';

/** What the wizard uploaded: audio (track WAV) or artwork (main or per-single JPEG). */
export type UploadKind = 'audio' | 'artwork';
/**
 * receiving: a standard upload is streaming into its staging key; pending: a direct-upload URL was issued and
 * the file is not processed yet; stored: checked and in place.
 */
export type UploadStatus = 'receiving' | 'pending' | 'stored';

/** Warnings only; the quality report never refuses a file ('Quality report'). */
export interface QualityReport {
  kind: UploadKind;
  /** Audio: formatCode, bitDepth, sampleRate, channels, durationSeconds, trailingBytes, clippedSamples...; artwork: width, height, colourSpace. */
  facts: Record<string, string | number | boolean | null>;
  warnings: string[];
}

export interface UploadRecord {
  /** The fileId the browser receives and later sends with the submission. */
  id: string;
  /** The wizard's form session (sessionId in the spec's upload payloads). */
  sessionId: string;
  /** Set when a signed-in artist uploaded it. */
  artistId: string | null;
  kind: UploadKind;
  folder: StorageFolder;
  /** The artist's folder name (sanitised artistName) under which the key lives. */
  artistFolder: string;
  /** Server-generated storage key. */
  storageKey: string;
  /** Sanitised original name, for display only. */
  displayName: string;
  trackTitle: string | null;
  releaseTitle: string | null;
  contentType: string;
  size: number;
  status: UploadStatus;
  quality: QualityReport | null;
  /** SHA-256 (hex) of the stored bytes, computed while they were received; null when not known. */
  sha256?: string | null;
  /** A WAV's analysis, queued when the upload finished; null for artwork and files stored before it existed. */
  analysis?: AudioAnalysisState | null;
  /** Set in the submission's transaction; unreferenced uploads older than 24 h are cleaned up. */
  submissionId: string | null;
  createdAt: Date;
}

export type StoredChanges = Pick<UploadRecord, 'storageKey' | 'size' | 'contentType' | 'quality' | 'sha256'> &
  Partial<Pick<UploadRecord, 'artistFolder' | 'trackTitle' | 'releaseTitle' | 'sessionId' | 'artistId'>>;

export interface UploadRepository {
  create(record: UploadRecord): Promise<void>;
  /** Turns a pending or receiving upload into a stored file with its final key, size, checksum and quality report. */
  markStored(id: string, changes: StoredChanges): Promise<void>;
  /**
   * Keeps the quality report of a pending direct upload checked while its PUT streamed in, so processing
   * need not read the object again. Only pending rows change.
   */
  recordInspection(id: string, quality: QualityReport, sha256?: string): Promise<void>;
  findById(id: string): Promise<UploadRecord | null>;
  /** Keeps a WAV's analysis state (queued, done or failed) with its file. */
  saveAnalysis(id: string, analysis: AudioAnalysisState): Promise<void>;
  /**
   * The session's uploads among fileIds (owner check for the submission): ids of another session, unknown
   * ids and pending uploads are simply absent from the result, so callers compare lengths.
   */
  findForSession(sessionId: string, fileIds: readonly string[]): Promise<UploadRecord[]>;
  /**
   * Marks uploads as referenced by a submission. Called inside UnitOfWork.run it joins the submission's
   * transaction, so both commit (or roll back) together.
   * Returns how many rows were marked (only stored, not yet referenced uploads of that session).
   * With an artist (invited or returning), the files become that artist's so the portal can show them.
   */
  markReferenced(sessionId: string, fileIds: readonly string[], submissionId: string, artistId?: string | null): Promise<number>;
  /** Stored uploads in an artist's folder (optionally one subfolder), newest first. */
  listInFolder(artistFolder: string, folder: StorageFolder | undefined, limit: number): Promise<UploadRecord[]>;
  /** Unreferenced uploads created before the cutoff (the 24 h cleanup), except those of a live draft. */
  findUnreferencedBefore(cutoff: Date, limit: number): Promise<UploadRecord[]>;
  /** Unreferenced uploads of these form sessions (the files of purged drafts). */
  findUnreferencedOfSessions(sessionIds: readonly string[]): Promise<UploadRecord[]>;
  /** The files a submission references (a reworked release starts with them). */
  listForSubmission(submissionId: string): Promise<UploadRecord[]>;
  /** Stored uploads of a form session, oldest first (a draft's files). */
  listStoredForSession(sessionId: string): Promise<UploadRecord[]>;
  /** Gives the session's unreferenced audio files the titles now typed for their tracks. */
  retitleTracks(sessionId: string, titles: readonly { fileId: string; title: string }[], releaseTitle: string | null): Promise<void>;
  /** Another stored upload of the same form session with these exact bytes (same SHA-256), if any. */
  findStoredTwin(sessionId: string, sha256: string, exceptId: string): Promise<UploadRecord | null>;
  /** Pending uploads created before the cutoff whose storage key is not under excludedPrefix (expired resumable uploads). */
  findPendingBefore(cutoff: Date, limit: number, excludedPrefix: string): Promise<UploadRecord[]>;
  delete(id: string): Promise<void>;
}

export const UPLOAD_REPOSITORY = Symbol('UploadRepository');
