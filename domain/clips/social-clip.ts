import { addCalendarDays, toIsoDate } from '../shared/calendar-days';
import { parseDateInput } from '../shared/dates';
import { CLIP_MESSAGES, CLIP_STATUSES, type ClipStatus } from './clips.messages';
import { parseClipTime } from './clip-time';

// spec: public flow §5 Social clips, §9.
export const CLIP_MIN_SECONDS = 30;
export const CLIP_MAX_SECONDS = 60;
export const MAX_SOCIAL_CLIPS = 2;
export const DEFAULT_CLIP = { startTime: '00:00', endTime: '00:30' } as const;
/** Clips are released 3 weeks before the single release date. */
export const CLIP_LEAD_DAYS = 21;
export const CLIP_AUDIO_FORMAT = { container: 'wav', bitDepth: 16, sampleRateHz: 44100, channels: 2 } as const;

export interface SocialClip {
  id: string;
  startTime: string;
  endTime: string;
  description?: string;
}

/** End minus start in seconds; null when either time is incomplete. */
export function clipDurationSeconds(clip: Pick<SocialClip, 'startTime' | 'endTime'>): number | null {
  const start = parseClipTime(clip.startTime);
  const end = parseClipTime(clip.endTime);
  return start === null || end === null ? null : end - start;
}

export function isClipDurationValid(seconds: number): boolean {
  return seconds >= CLIP_MIN_SECONDS && seconds <= CLIP_MAX_SECONDS;
}

export function clipStatus(clip: Pick<SocialClip, 'startTime' | 'endTime'>, hasAudioFile: boolean): ClipStatus {
  if (!hasAudioFile) return CLIP_STATUSES.noAudio;
  const duration = clipDurationSeconds(clip);
  if (duration === null) return CLIP_STATUSES.setTimes;
  return isClipDurationValid(duration) ? CLIP_STATUSES.ready : CLIP_STATUSES.invalidDuration;
}

/** The spec's duration message for a clip whose times are set but out of 30-60 s; null otherwise. */
export function clipDurationMessage(clip: Pick<SocialClip, 'startTime' | 'endTime'>): string | null {
  const duration = clipDurationSeconds(clip);
  return duration !== null && !isClipDurationValid(duration) ? CLIP_MESSAGES.invalidDuration : null;
}

export function canAddClip(clips: readonly unknown[]): boolean {
  return clips.length < MAX_SOCIAL_CLIPS;
}

/** One clip, 00:00-00:30, when clips are first enabled. */
export function initialClips(newId: string): SocialClip[] {
  return [{ id: newId, ...DEFAULT_CLIP }];
}

/** 'yyyy-MM-dd' three weeks before the single's date; null without a date. */
export function clipReleaseDate(singleReleaseDate: string | Date | null | undefined): string | null {
  const date = parseDateInput(singleReleaseDate);
  return date ? toIsoDate(addCalendarDays(date, -CLIP_LEAD_DAYS)) : null;
}
