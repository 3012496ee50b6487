import type { Readable } from 'node:stream';
import type { AudioAnalyser } from '../../../application/ports/audio-analyser.port';
import type { AudioAnalysis } from '../../../domain/files/audio-analysis';
import { WavAnalysis } from './wav-analysis';

/** Reads the stored WAV chunk by chunk through every meter: memory stays flat whatever the file's length. */
export class StreamingAudioAnalyser implements AudioAnalyser {
  async analyse(body: Readable): Promise<AudioAnalysis> {
    const analysis = new WavAnalysis();
    try {
      for await (const chunk of body) analysis.push(chunk as Buffer);
      return analysis.finish();
    } catch (error) {
      analysis.close();
      throw error;
    }
  }
}
