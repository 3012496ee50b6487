import type { SubmissionForm } from '../../../stores/submission-form.model';

/** True when a file slot has just received the server's file id: the draft must hold it at once. */
export function fileJustStored(next: SubmissionForm, previous: SubmissionForm): boolean {
  const stored = (form: SubmissionForm): string[] =>
    [form.artwork, ...form.tracks.flatMap((t) => [t.audio, t.customArtwork])].flatMap((slot) =>
      slot.state === 'uploaded' && slot.fileId ? [slot.fileId] : [],
    );
  const before = new Set(stored(previous));
  return stored(next).some((id) => !before.has(id));
}
