/** Where the stores play music and what they ask of a master: the one table the advice is worded from. */
export interface StoreLoudnessTarget {
  store: string;
  /** The level the store normalises playback to (LUFS, integrated). */
  playsAtLufs: number;
}

export const STORE_LOUDNESS_TARGETS: readonly StoreLoudnessTarget[] = [
  { store: 'Spotify', playsAtLufs: -14 },
  { store: 'YouTube', playsAtLufs: -14 },
  { store: 'Amazon Music', playsAtLufs: -14 },
  { store: 'Apple Music', playsAtLufs: -16 },
];

export const MASTERING_LIMITS = {
  /** Most stores and encoders ask for a true peak at or below this. */
  truePeakCeilingDbtp: -1,
  /** A store turns a track down when it is louder than its level by more than this. */
  turnDownToleranceLu: 1,
  /** Quieter than this sounds thin next to other releases (nothing is turned up past its peaks). */
  quietBelowLufs: -20,
  leadingSilenceSeconds: 2,
  trailingSilenceSeconds: 3,
  dcOffsetPercent: 1,
  /** This many clipped runs or more is audible distortion, not a stray overshoot. */
  blockingClipRuns: 100,
  artworkMinSidePx: 3000,
  /** The smallest per-file limit among the stores the label delivers to. */
  artworkMaxBytes: 10 * 1024 * 1024,
} as const;
