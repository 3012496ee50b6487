// (ours) The spec's wizard never says a track may go without audio; a release needs a master per track.
export const TRACK_AUDIO_MESSAGES = {
  audioRequired: (n: number, title: string) => `Please upload a WAV file for track ${n}${title.trim() ? ` "${title.trim()}"` : ''}`,
} as const;
