import type { Readable } from 'node:stream';
import type { AudioAnalysis } from '../../domain/files/audio-analysis';

/** Measures a stored WAV as it streams (loudness, true peak, mastering checks, waveform) in flat memory. */
export interface AudioAnalyser {
  analyse(body: Readable): Promise<AudioAnalysis>;
}
export const AUDIO_ANALYSER = Symbol('AudioAnalyser');
