// spec: public flow §4 Submission progress.
export const PROGRESS = {
  validating: 5,
  preparing: 10,
  audioStart: 15,
  audioEnd: 50,
  artworkStart: 55,
  artworkEnd: 65,
  customArtworkStart: 70,
  customArtworkEnd: 80,
  submittingToBoard: 85,
  boardEntryCreated: 95,
  socialClips: 97,
  completed: 100,
} as const;

const clamp01 = (f: number): number => (Number.isFinite(f) ? Math.max(0, Math.min(1, f)) : 0);
const within = (start: number, end: number, fraction: number): number => Math.round(start + (end - start) * clamp01(fraction));

/** Audio shares 15-50 % across tracks: track `index` (0-based) of `count`, itself `fraction` done. */
export function audioUploadProgress(index: number, count: number, fraction: number): number {
  if (count <= 0) return PROGRESS.audioStart;
  return within(PROGRESS.audioStart, PROGRESS.audioEnd, (index + clamp01(fraction)) / count);
}

export function artworkUploadProgress(fraction: number): number {
  return within(PROGRESS.artworkStart, PROGRESS.artworkEnd, fraction);
}

/** Custom artworks share 70-80 %, like the audio band. */
export function customArtworkProgress(index: number, count: number, fraction: number): number {
  if (count <= 0) return PROGRESS.customArtworkStart;
  return within(PROGRESS.customArtworkStart, PROGRESS.customArtworkEnd, (index + clamp01(fraction)) / count);
}
