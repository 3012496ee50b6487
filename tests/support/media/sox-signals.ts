import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StreamingAudioAnalyser } from '../../../adapters/media/analysis/streaming.audio-analyser';
import type { AudioAnalysis } from '../../../domain/files/audio-analysis';

/** Makes WAVs with sox in a fresh temporary folder, and analyses them as the job does (streamed from disk). */
export function soxWorkshop(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    dir,
    /** sox -n <format> file <effects>: a synthesised file. */
    make(name: string, format: string[], effects: string[]): string {
      const file = path.join(dir, name);
      execFileSync('sox', ['-n', ...format, file, ...effects]);
      return file;
    },
    /** sox in1 in2 ... <format> file <effects>, -m or not by the caller's args. */
    combine(name: string, args: string[]): string {
      const file = path.join(dir, name);
      execFileSync('sox', [...args, file]);
      return file;
    },
    analyse(file: string): Promise<AudioAnalysis> {
      return new StreamingAudioAnalyser().analyse(createReadStream(file, { highWaterMark: 1024 * 1024 }));
    },
  };
}

export const STEREO_48K_24 = ['-r', '48000', '-b', '24', '-c', '2'];
