import { AUDIO_QUALITY_WARNINGS } from '../../../domain/files/media-quality.messages';
import { type ContentSummary, storedAsSent } from '../../../domain/files/stored-content';
import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import type { ContentDigest } from '../../ports/content-digest.port';
import type { FileStorage } from '../../ports/file-storage.port';
import type { QualityReport, UploadRecord, UploadRepository } from '../../ports/upload.repository.port';
import { UploadError } from './upload-error';

/** Storage kept something else than was sent: a fault on our side that a new upload can fix (the wizard retries). */
export const notStoredIntact = () => new UploadError('unavailable', UPLOAD_SERVER_MESSAGES.notStoredIntact);

/**
 * Reads a stored file back before its row is marked stored: its SHA-256 when it is exactly what the client sent,
 * else the object is deleted and the upload refused.
 */
export async function confirmStoredAsSent(
  deps: { digest: ContentDigest; storage: FileStorage },
  key: string,
  sent: ContentSummary,
): Promise<string> {
  const stored = await deps.digest.ofStored(key, sent);
  if (storedAsSent(sent, stored)) return stored.sha256;
  await deps.storage.delete(key).catch(() => undefined);
  throw notStoredIntact();
}

/** The same WAV on two tracks is a warning, never a refusal (the artist may mean it, the desk should see it). */
export async function withTwinWarning(
  uploads: UploadRepository,
  upload: Pick<UploadRecord, 'id' | 'kind' | 'sessionId'>,
  quality: QualityReport,
  sha256: string,
): Promise<QualityReport> {
  if (upload.kind !== 'audio') return quality;
  const twin = await uploads.findStoredTwin(upload.sessionId, sha256, upload.id);
  return twin ? { ...quality, warnings: [...quality.warnings, AUDIO_QUALITY_WARNINGS.sameAudioAs(twin.displayName)] } : quality;
}
