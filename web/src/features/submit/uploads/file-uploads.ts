import { FILE_MESSAGES } from '@domain/files';
import type { UploadResult } from '@wire';
import type { UploadGateway } from '../../../gateway/upload.gateway';
import type { FileSlot } from '../../../stores/submission-form.model';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { fileKey, usePickedFilesStore } from '../../../stores/picked-files.store';
import { useWizardStore } from '../../../stores/wizard.store';

export type SlotRef = { kind: 'audio'; trackId: string } | { kind: 'artwork' } | { kind: 'custom'; trackId: string };

const inFlight = new Map<string, Promise<UploadResult | null>>();
const listeners = new Map<string, (fraction: number) => void>();

function keyOf(ref: SlotRef): string {
  return ref.kind === 'artwork' ? fileKey.artwork : ref.kind === 'audio' ? fileKey.audio(ref.trackId) : fileKey.custom(ref.trackId);
}

function patchSlot(ref: SlotRef, changes: Partial<FileSlot>): void {
  const store = useSubmissionFormStore.getState();
  if (ref.kind === 'artwork') store.patchArtwork(changes);
  else store.patchTrackFile(ref.trackId, ref.kind === 'audio' ? 'audio' : 'customArtwork', changes);
}

/** A refusal of the file itself (4xx other than a timeout or a rate limit) would come again: no Retry for it. */
function isRetryable(error: unknown): boolean {
  // The gateway's UploadError carries the answer's status (0: no answer).
  const status = error instanceof Error && 'status' in error && typeof error.status === 'number' ? error.status : 0;
  return !(status >= 400 && status < 500 && status !== 408 && status !== 429);
}

/**
 * What a file refused before it is sent (wrong type, too large) changes on its slot: a file uploaded or uploading
 * stays, with the reason beside it; otherwise the slot shows the refusal.
 */
export function refusedPick(slot: FileSlot, message: string): Partial<FileSlot> {
  const kept = slot.state === 'uploaded' || slot.state === 'uploading';
  return kept ? { error: message } : { state: 'failed', error: message, retryable: false };
}

function readSlot(ref: SlotRef): FileSlot | undefined {
  const { form } = useSubmissionFormStore.getState();
  if (ref.kind === 'artwork') return form.artwork;
  const track = form.tracks.find((t) => t.id === ref.trackId);
  return track && (ref.kind === 'audio' ? track.audio : track.customArtwork);
}

/**
 * Uploads a picked file at once (per-file progress and the quality report on the card). The submission later
 * awaits the same promise, or starts again for a file whose upload failed.
 */
export function startUpload(gateway: UploadGateway, ref: SlotRef, file: File): Promise<UploadResult | null> {
  const key = keyOf(ref);
  const kept = readSlot(ref);
  const keptFile = usePickedFilesStore.getState().files[key];
  usePickedFilesStore.getState().put(key, file);
  const { form } = useSubmissionFormStore.getState();
  const sessionId = useWizardStore.getState().formSession ?? '';
  const title = ref.kind === 'artwork' ? '' : (form.tracks.find((t) => t.id === ref.trackId)?.title ?? '');
  patchSlot(ref, { state: 'uploading', progress: 0, error: null, fileId: null, fileName: file.name, warnings: [], retryable: false });
  const promise = gateway
    .upload(
      file,
      {
        artistName: form.artistName,
        fileType: ref.kind === 'audio' ? 'audio' : 'artwork',
        trackTitle: title,
        releaseTitle: form.releaseTitle,
        sessionId,
      },
      (fraction) => {
        if (inFlight.get(key) !== promise) return;
        patchSlot(ref, { progress: Math.round(fraction * 100) });
        listeners.get(key)?.(fraction);
      },
    )
    .then(
      (uploaded) => {
        if (inFlight.get(key) !== promise) return null;
        patchSlot(ref, {
          state: 'uploaded',
          progress: 100,
          fileId: uploaded.fileId,
          url: uploaded.url,
          warnings: uploaded.quality?.warnings ?? [],
        });
        return uploaded;
      },
      (error: unknown) => {
        if (inFlight.get(key) !== promise) return null;
        const message = error instanceof Error && error.message ? error.message : FILE_MESSAGES.processFailed;
        if (kept?.state === 'uploaded' && kept.fileId) {
          // A refused replacement leaves the good upload in place: the reason shows beside it.
          patchSlot(ref, { ...kept, error: message });
          if (keptFile) usePickedFilesStore.getState().put(key, keptFile);
          else usePickedFilesStore.getState().remove(key);
        } else patchSlot(ref, { state: 'failed', error: message, retryable: isRetryable(error) });
        throw error instanceof Error ? error : new Error(message);
      },
    );
  inFlight.set(key, promise);
  promise.catch(() => undefined);
  return promise;
}

/** Forgets a slot's file (removed track, replaced artwork); a late answer of its upload is ignored. */
export function forgetUpload(ref: SlotRef): void {
  const key = keyOf(ref);
  inFlight.delete(key);
  usePickedFilesStore.getState().remove(key);
}

/** For the submission: the slot's file id, waiting for or (re)starting its upload; null when no file was picked. */
export async function ensureUploaded(gateway: UploadGateway, ref: SlotRef, onProgress: (fraction: number) => void): Promise<string | null> {
  const key = keyOf(ref);
  const slot = readSlot(ref);
  if (slot?.state === 'uploaded' && slot.fileId) return slot.fileId;
  const file = usePickedFilesStore.getState().files[key];
  if (!file) return null;
  listeners.set(key, onProgress);
  try {
    const running = slot?.state === 'uploading' ? inFlight.get(key) : undefined;
    const uploaded = await (running ?? startUpload(gateway, ref, file));
    onProgress(1);
    return uploaded?.fileId ?? readSlot(ref)?.fileId ?? null;
  } finally {
    listeners.delete(key);
  }
}

export function resetUploads(): void {
  inFlight.clear();
  listeners.clear();
}
