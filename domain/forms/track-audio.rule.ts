import type { FieldIssue } from '../shared/field-issue';

// (ours) The spec's wizard never says a track may go without audio; a release needs a master per track.
export const TRACK_AUDIO_MESSAGES = {
  audioRequired: (n: number, title: string) => `Please upload a WAV file for track ${n}${title.trim() ? ` "${title.trim()}"` : ''}`,
} as const;

/** One issue per new-music track that has no audio file picked, on `tracks[i].file`. */
export function missingAudioIssues(tracks: readonly { title: string; hasFile: boolean }[]): FieldIssue[] {
  return tracks.flatMap((t, i) =>
    t.hasFile ? [] : [{ field: `tracks[${i}].file`, message: TRACK_AUDIO_MESSAGES.audioRequired(i + 1, t.title) }],
  );
}
