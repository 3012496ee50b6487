/** What the analysis of one WAV measured (EBU R128 / ITU-R BS.1770-4 loudness, and the mastering checks). */
export interface AudioAnalysis {
  /** Integrated loudness in LUFS; null when nothing rises above the absolute gate (silence). */
  integratedLufs: number | null;
  /** Loudness range in LU. */
  loudnessRangeLu: number;
  /** Maximum true peak over all channels in dBTP; null for digital silence. */
  truePeakDbtp: number | null;
  /** Runs of CLIP_RUN_MIN_SAMPLES or more consecutive full-scale samples on one channel. */
  clipRuns: number;
  leadingSilenceSeconds: number;
  trailingSilenceSeconds: number;
  /** The largest channel's mean, in percent of full scale. */
  dcOffsetPercent: number;
  /** Stereo relation of the first two channels; 'single' for a mono file. */
  stereo: 'stereo' | 'mono-as-stereo' | 'phase-inverted' | 'single';
  /** A 24-bit file whose low 8 bits are zero in every sample (16-bit audio padded). */
  padded16Bit: boolean;
  /** A file above 48 kHz with nothing above 22 kHz (upsampled from 44.1/48 kHz); false below that rate. */
  upsampled: boolean;
  durationSeconds: number;
  /** Waveform for the desk: the largest absolute sample of each of WAVEFORM_BUCKETS slices, 0..1. */
  peaks: number[];
}

/** An uploaded WAV's analysis as stored with the file: queued at upload, then done or failed. */
export type AudioAnalysisState =
  | { status: 'pending' }
  | { status: 'done'; analysis: AudioAnalysis; /** Any finding is blocking (the desk filters on it). */ blocking: boolean }
  | { status: 'failed'; reason: string };

export const WAVEFORM_BUCKETS = 800;
export const CLIP_RUN_MIN_SAMPLES = 3;
/** A sample this close to full scale counts as clipped (int 24/16 full scale, float ≥ 1). */
export const FULL_SCALE_THRESHOLD = 0.99995;
/** Below −60 dBFS on every channel counts as silence. */
export const SILENCE_THRESHOLD = 0.001;
/** Energy above 22 kHz this far below the whole signal's counts as nothing there. */
export const UPSAMPLED_BAND_FLOOR_DB = -80;
export const UPSAMPLED_BAND_START_HZ = 22_500;
