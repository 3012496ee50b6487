import { SERVER_SUBMISSION_MESSAGES } from '../../../domain/forms/server-submission.messages';
import type { FieldIssue } from '../../../domain/shared';
import type { UploadRepository } from '../../ports/upload.repository.port';
import type { SubmitReleaseCommand } from './submission-command';
import { UseCaseError } from '../public-flow/use-case-error';

/** Every file id the form references, with the field that references it. */
export function referencedFiles(form: SubmitReleaseCommand['form']): { field: string; fileId: string; kind: 'audio' | 'artwork' }[] {
  const files: { field: string; fileId: string; kind: 'audio' | 'artwork' }[] = [];
  if (form.artworkFileId) files.push({ field: 'artworkFileId', fileId: form.artworkFileId, kind: 'artwork' });
  form.tracks.forEach((track, i) => {
    if (track.fileId) files.push({ field: `tracks[${i}].fileId`, fileId: track.fileId, kind: 'audio' });
    if (track.useCustomArtwork && track.customArtworkFileId) {
      files.push({ field: `tracks[${i}].customArtworkFileId`, fileId: track.customArtworkFileId, kind: 'artwork' });
    }
  });
  return files;
}

/** Refuses ids that are unknown, not yet stored, of the wrong kind, or uploaded in another form session. */
export async function verifyReferencedFiles(
  uploads: UploadRepository,
  sessionId: string,
  form: SubmitReleaseCommand['form'],
): Promise<string[]> {
  const files = referencedFiles(form);
  if (files.length === 0) return [];
  const ids = [...new Set(files.map((f) => f.fileId))];
  const found = new Map((await uploads.findForSession(sessionId, ids)).map((u) => [u.id, u]));
  const issues: FieldIssue[] = files
    .filter((f) => found.get(f.fileId)?.kind !== f.kind)
    .map((f) => ({ field: f.field, message: SERVER_SUBMISSION_MESSAGES.fileNotFound }));
  if (issues.length > 0) throw new UseCaseError('invalid', SERVER_SUBMISSION_MESSAGES.fileNotFound, issues);
  return ids;
}
