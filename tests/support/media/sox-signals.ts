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
      // -R: repeatable noise, so every run measures the same file.
      execFileSync('sox', ['-R', '-n', ...format, file, ...effects]);
      return file;
    },
    /** sox <inputs and output format> file <effects>: files joined or converted. */
    combine(name: string, args: string[], effects: string[] = []): string {
      const file = path.join(dir, name);
      execFileSync('sox', [...args, file, ...effects]);
      return file;
    },
    analyse(file: string): Promise<AudioAnalysis> {
      return new StreamingAudioAnalyser().analyse(createReadStream(file, { highWaterMark: 1024 * 1024 }));
    },
  };
}

/** A chain of sox effects written as on sox's command line, one argument per word. */
export const soxEffects = (line: string): string[] => line.split(' ');

export const STEREO_48K_24 = ['-r', '48000', '-b', '24', '-c', '2'];

/** A hot master: pink noise squeezed by a compander to −8.0 LUFS integrated and +0.5 dBTP (ffmpeg's ebur128). */
export const HOT_MASTER_EFFECTS = soxEffects(
  'synth 8 pinknoise pinknoise gain -n -1 compand 0.001,0.05 -30,-30,-6,-2.4,0,-0.3 gain -n -0.7',
);
/** An ordinary master: a chord at a sensible level (sox writes 24-bit/48 kHz as WAVE_FORMAT_EXTENSIBLE). */
export const ORDINARY_MASTER_EFFECTS = ['synth', '8', 'sine', '220', 'sine', '330', 'tremolo', '4', '30', 'vol', '-14dB'];
