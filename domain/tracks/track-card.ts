// spec: public flow §2.4 Step 2 track card.
export const TRACK_BADGES = { awaiting: 'Awaiting Upload', ready: 'Uploaded & Ready' } as const;

export function trackBadge(hasFile: boolean): string {
  return hasFile ? TRACK_BADGES.ready : TRACK_BADGES.awaiting;
}

/** 'copy from track 1' is offered on tracks after the first when there is more than one track. */
export function offersCopyFromFirstTrack(index: number, trackCount: number): boolean {
  return index > 0 && trackCount > 1;
}

/** The apply-to-other-tracks picker appears with more than 2 tracks. */
export function offersApplyToOtherTracks(trackCount: number): boolean {
  return trackCount > 2;
}
