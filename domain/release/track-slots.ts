import { DEFAULT_TRACK_SLOTS, RELEASE_TYPE_DISPLAY, type ReleaseType, WIZARD_TRACK_CAPS } from './release-type';

export interface ResizeOptions<T> {
  hasFile: (track: T) => boolean;
  makeEmpty: (index: number) => T;
}

/**
 * Changing the release type resets the slots to 1, 3 or 6 and keeps every track that already has a file, in
 * order (public flow §2.4 Step 2). Uploaded work is never dropped here: tracks past the new type's cap stay,
 * marked (isBeyondCap), until the artist removes them.
 */
export function resizeTrackSlots<T>(tracks: readonly T[], releaseType: ReleaseType, options: ResizeOptions<T>): T[] {
  const result = tracks.filter(options.hasFile);
  while (result.length < DEFAULT_TRACK_SLOTS[releaseType]) result.push(options.makeEmpty(result.length));
  return result;
}

/** How many tracks with files a change to releaseType would leave past its cap (0: no confirmation needed). */
export function tracksOverCap(tracksWithFiles: number, releaseType: ReleaseType): number {
  return Math.max(0, tracksWithFiles - WIZARD_TRACK_CAPS[releaseType]);
}

/** A track at this position is past what the release type holds. */
export function isBeyondCap(index: number, releaseType: ReleaseType): boolean {
  return index >= WIZARD_TRACK_CAPS[releaseType];
}

const aOrAn = (releaseType: ReleaseType) =>
  `${/^[AEIOU]/.test(RELEASE_TYPE_DISPLAY[releaseType]) ? 'An' : 'A'} ${RELEASE_TYPE_DISPLAY[releaseType]}`;

export const TRACK_SLOT_MESSAGES = {
  confirmTypeChangeTitle: (releaseType: ReleaseType) => `Switch to ${RELEASE_TYPE_DISPLAY[releaseType]}?`,
  confirmTypeChange: (releaseType: ReleaseType, uploaded: number) =>
    `${aOrAn(releaseType)} holds at most ${WIZARD_TRACK_CAPS[releaseType]} tracks and you have ${uploaded} uploaded. ` +
    'No track is removed: the ones past the limit stay, marked, until you remove them.',
  beyondCap: (releaseType: ReleaseType) =>
    `${aOrAn(releaseType)} holds at most ${WIZARD_TRACK_CAPS[releaseType]} tracks: remove this track or choose another release type.`,
  confirmRemoveTitle: (name: string) => `Remove ${name}?`,
  confirmRemove: 'Its uploaded file and everything typed for it (credits, dates) will be removed.',
} as const;
