import type { AudioAnalysis } from '../../../domain/files/audio-analysis';

/** An ordinary master's measurements: every check passes (−16.2 LUFS, −1.2 dBTP, no clipping, stereo, 24-bit). */
export const ORDINARY_ANALYSIS: AudioAnalysis = {
  integratedLufs: -16.2,
  loudnessRangeLu: 6,
  truePeakDbtp: -1.2,
  clipRuns: 0,
  leadingSilenceSeconds: 0.1,
  trailingSilenceSeconds: 1.5,
  dcOffsetPercent: 0,
  stereo: 'stereo',
  padded16Bit: false,
  upsampled: false,
  durationSeconds: 200,
  peaks: [],
};
