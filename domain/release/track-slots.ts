import { DEFAULT_TRACK_SLOTS, type ReleaseType } from './release-type';

export interface ResizeOptions<T> {
  hasFile: (track: T) => boolean;
  makeEmpty: (index: number) => T;
}

/**
 * Changing the release type resets the slots to 1, 3 or 6 and keeps tracks that already have files,
 * in order, up to that count (public flow §2.4 Step 2).
 */
export function resizeTrackSlots<T>(tracks: readonly T[], releaseType: ReleaseType, options: ResizeOptions<T>): T[] {
  const count = DEFAULT_TRACK_SLOTS[releaseType];
  const kept = tracks.filter(options.hasFile).slice(0, count);
  const result = [...kept];
  while (result.length < count) result.push(options.makeEmpty(result.length));
  return result;
}
