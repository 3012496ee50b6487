// spec: public flow §5 Social clips: mm:ss, minutes 0-59, seconds 00-59, at most 5 characters.
/** What may be typed so far: '', '0', '05', '05:', '05:3', '05:30', '5:30'. */
export const CLIP_TIME_PARTIAL_PATTERN = /^(?:(?:[0-5]?\d)(?::(?:[0-5]\d?)?)?)?$/;
/** A complete time. */
export const CLIP_TIME_PATTERN = /^([0-5]?\d):([0-5]\d)$/;
export const CLIP_TIME_MAX_LENGTH = 5;

/** Input not matching the partial pattern is rejected (the field keeps its previous value). */
export function acceptsClipTimeInput(value: string): boolean {
  return value.length <= CLIP_TIME_MAX_LENGTH && CLIP_TIME_PARTIAL_PATTERN.test(value);
}

/** Seconds from 'mm:ss', or null when the time is incomplete or invalid. */
export function parseClipTime(value: string | null | undefined): number | null {
  const match = CLIP_TIME_PATTERN.exec((value ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 'mm:ss' for 0..3599 seconds. */
export function formatClipTime(totalSeconds: number): string {
  const clamped = Math.max(0, Math.min(3599, Math.floor(totalSeconds)));
  const minutes = Math.floor(clamped / 60);
  const seconds = clamped % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
