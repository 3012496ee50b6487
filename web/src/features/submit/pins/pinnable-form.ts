import { type PinnableRelease, type PinnedNoteWithSentValue, untouchedPins } from '@domain/review-pins';
import type { PinnedNoteView } from '@wire';
import type { SubmissionForm } from '../../../stores/submission-form.model';

/** A file picked but not uploaded yet has no id: it is a change all the same. */
const fileOf = (slot: { fileId: string | null; state: string }) => slot.fileId ?? (slot.state === 'empty' ? '' : `picked:${slot.state}`);

/** The wizard's answers as the pinnable fields read them (domain/review-pins). */
export function pinnableOf(form: SubmissionForm): PinnableRelease {
  return {
    releaseTitle: form.releaseTitle,
    primaryGenre: form.primaryGenre,
    releaseDate: form.releaseDate,
    artworkFileId: fileOf(form.artwork),
    tracks: form.tracks.map((t) => ({ title: t.title, fileId: fileOf(t.audio), credits: t.credits })),
  };
}

export function withSent(notes: readonly PinnedNoteView[]): (PinnedNoteView & PinnedNoteWithSentValue)[] {
  return notes.map((n) => ({ ...n, sentValue: n.sentValue ?? '' }));
}

/** The refusals the server would answer for the pinned fields the artist has not changed yet. */
export function untouchedPinnedFields(notes: readonly PinnedNoteView[], form: SubmissionForm) {
  return untouchedPins(withSent(notes), pinnableOf(form));
}
