import type { JobQueue } from '../../ports/job-queue.port';
import { artworkFileProblem } from '../../../domain/files/artwork-file';
import { audioFileProblem } from '../../../domain/files/audio-file';
import { sanitiseDisplayName } from '../../../domain/files/display-name';
import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import type { Clock } from '../../ports/clock.port';
import type { ContentDigest } from '../../ports/content-digest.port';
import type { FileStorage } from '../../ports/file-storage.port';
import type { MediaInspector } from '../../ports/media-inspector.port';
import type { FormSessionSigner } from '../../ports/security.port';
import type { UploadKind, UploadRecord, UploadRepository } from '../../ports/upload.repository.port';
import { UploadError } from './upload-error';
import { finalKey, folderFor, identifyUploader, limitFor, type Requester, type Uploader } from './upload-policy';
import type { UploadQuota } from './upload-quota';

/** What the standard and direct upload paths are built from. */
export interface UploadDeps {
  storage: FileStorage;
  digest: ContentDigest;
  inspector: MediaInspector;
  uploads: UploadRepository;
  formSessions: FormSessionSigner;
  quota: UploadQuota;
  clock: Clock;
  newId: () => string;
  /** Queues a stored WAV's analysis. */
  jobs: JobQueue;
}

/** A file the browser announces before sending it: what every upload path admits or refuses. */
export interface UploadClaim {
  /** The upload's id: the quota reservation and the row are keyed by it. */
  id: string;
  kind: UploadKind | null;
  fileName: string;
  contentType: string;
  /** The declared length; undefined when the client did not say (refused). */
  size: number | undefined;
  artistName: string;
  browser: string;
  sessionToken: string | undefined;
  /** The client's address, for its quota. */
  address: string;
}

export interface AdmittedUpload {
  uploader: Uploader;
  kind: UploadKind;
  size: number;
}

/** The declared file against the spec's rules for its kind: its first problem is the refusal. */
export function refuseDeclaredProblem(kind: UploadKind, declared: { name: string; type: string; size: number }, browser: string): void {
  const problem = kind === 'audio' ? audioFileProblem(declared, browser) : artworkFileProblem(declared);
  if (problem) throw new UploadError(declared.size > limitFor(kind).bytes ? 'too_large' : 'unsupported', problem);
}

/**
 * Before a byte is stored: the uploader (form session or signed-in artist), the declared file's type and size,
 * then the whole declared length reserved against the quota. The caller releases the reservation if it fails later.
 */
export async function admitUpload(
  deps: { formSessions: FormSessionSigner; quota: UploadQuota },
  claim: UploadClaim,
  requester: Requester | undefined,
): Promise<AdmittedUpload> {
  const uploader = await identifyUploader(deps.formSessions, claim.sessionToken, requester);
  const { kind, size } = claim;
  if (!kind) throw new UploadError('invalid', UPLOAD_SERVER_MESSAGES.fileTypeRequired);
  if (size === undefined) throw new UploadError('invalid', UPLOAD_SERVER_MESSAGES.uploadLengthRequired);
  refuseDeclaredProblem(kind, { name: claim.fileName, type: claim.contentType, size }, claim.browser);
  await deps.quota.reserve(claim.id, { sessionId: uploader.sessionId, address: claim.address }, size);
  return { uploader, kind, size };
}

/** The row of an admitted upload whose bytes are still to come ('pending'), written before the first byte. */
export function pendingUploadRecord(claim: UploadClaim, admitted: AdmittedUpload, storageKey: string, createdAt: Date): UploadRecord {
  const { kind } = admitted;
  return {
    id: claim.id,
    ...admitted.uploader,
    kind,
    folder: folderFor(kind),
    artistFolder: finalKey(claim.artistName, kind, claim.id).artistFolder,
    storageKey,
    displayName: sanitiseDisplayName(claim.fileName),
    trackTitle: null,
    releaseTitle: null,
    contentType: claim.contentType,
    size: admitted.size,
    status: 'pending',
    quality: null,
    submissionId: null,
    createdAt,
  };
}
