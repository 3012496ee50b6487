import { parseClipTime } from '../clips/clip-time';
import { MAX_SOCIAL_CLIPS, type SocialClip } from '../clips/social-clip';
import type { FieldIssue } from '../shared/field-issue';
import { SERVER_SUBMISSION_MESSAGES } from './server-submission.messages';
import type { AudioFileFact } from './submission-facts';
import { TRACK_AUDIO_MESSAGES } from './track-audio.rule';

export interface TrackRulesInput {
  title: string;
  fileId?: string | null;
  socialClipsEnabled?: boolean;
  socialClips?: readonly Pick<SocialClip, 'startTime' | 'endTime'>[];
}

/** Each new-music track has a WAV uploaded in this form session (or by this artist): `tracks[i].file`. */
export function trackAudioIssue(track: TrackRulesInput, i: number, audio: ReadonlyMap<string, AudioFileFact>): FieldIssue | null {
  const field = `tracks[${i}].file`;
  if (!track.fileId) return { field, message: TRACK_AUDIO_MESSAGES.audioRequired(i + 1, track.title) };
  return audio.get(track.fileId)?.owned ? null : { field, message: SERVER_SUBMISSION_MESSAGES.fileNotFound };
}

/**
 * Social clips beyond the 30-60 s rule (which validateMusicStep reports): at most 2 per track, complete mm:ss
 * times, and an end inside the track's measured length.
 */
export function trackClipIssues(track: TrackRulesInput, i: number, durationSeconds: number | null): FieldIssue[] {
  if (!track.socialClipsEnabled) return [];
  const clips = track.socialClips ?? [];
  const issues: FieldIssue[] = [];
  if (clips.length > MAX_SOCIAL_CLIPS) issues.push({ field: `tracks[${i}].socialClips`, message: SERVER_SUBMISSION_MESSAGES.tooManyClips });
  clips.forEach((clip, j) => {
    const field = `tracks[${i}].socialClips[${j}]`;
    const start = parseClipTime(clip.startTime);
    const end = parseClipTime(clip.endTime);
    if (start === null || end === null) issues.push({ field, message: SERVER_SUBMISSION_MESSAGES.clipTimesRequired });
    else if (durationSeconds !== null && end > durationSeconds) {
      issues.push({ field, message: SERVER_SUBMISSION_MESSAGES.clipBeyondTrack(end, Math.floor(durationSeconds)) });
    }
  });
  return issues;
}
