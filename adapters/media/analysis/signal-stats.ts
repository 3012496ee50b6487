import { CLIP_RUN_MIN_SAMPLES, FULL_SCALE_THRESHOLD, SILENCE_THRESHOLD } from '../../../domain/files/audio-analysis';
import { SumsPass, type Sums } from './sums-pass';

export interface SignalFigures {
  clipRuns: number;
  /** Frames before the first and after the last frame above the silence threshold (all frames when silent). */
  leadingSilentFrames: number;
  trailingSilentFrames: number;
  dcOffsetPercent: number;
  stereo: 'stereo' | 'mono-as-stereo' | 'phase-inverted' | 'single';
  peaks: number[];
}

// The two channels differ by less than −80 dB of their energy: the same signal twice.
const SAME_SIGNAL_RATIO = 1e-8;
const INVERTED_CORRELATION = -0.8;

/**
 * Running figures over interleaved frames: clipping runs, silence at both ends, DC, stereo relation, waveform peaks.
 * The per-sample work is one tight pass per slice of a waveform bucket; the silent ends are found by scanning
 * from each chunk's edges only as far as the first loud frame.
 */
export class SignalStats {
  private frames = 0;
  private firstLoud = -1;
  private lastLoud = -1;
  private readonly sums: Sums;
  private readonly pass: SumsPass;
  private readonly peaks: Float32Array;
  private readonly framesPerBucket: number;

  constructor(
    private readonly channels: number,
    totalFrames: number,
    buckets: number,
  ) {
    this.pass = new SumsPass(channels, FULL_SCALE_THRESHOLD, CLIP_RUN_MIN_SAMPLES);
    this.sums = this.pass.sums;
    this.framesPerBucket = Math.max(1, Math.ceil(totalFrames / buckets));
    this.peaks = new Float32Array(Math.max(1, Math.ceil(totalFrames / this.framesPerBucket)) + 1);
  }

  push(samples: Float32Array, frames: number): void {
    const ch = this.channels;
    if (this.firstLoud < 0) {
      const first = this.scan(samples, 0, frames, 1);
      if (first >= 0) this.firstLoud = this.frames + first;
    }
    const last = this.scan(samples, frames - 1, -1, -1);
    if (last >= 0) this.lastLoud = this.frames + last;
    let frame = 0;
    while (frame < frames) {
      const index = this.frames + frame;
      const bucket = Math.floor(index / this.framesPerBucket);
      const end = Math.min(frames, frame + (bucket + 1) * this.framesPerBucket - index);
      const loudest = this.pass.run(samples, frame * ch, end * ch);
      if (loudest > this.peaks[bucket]) this.peaks[bucket] = loudest;
      frame = end;
    }
    this.frames += frames;
  }

  figures(): SignalFigures {
    const silent = this.firstLoud < 0;
    const n = Math.max(1, this.frames);
    const dc = Math.max(...Array.from(this.sums.channel, (s) => Math.abs(s) / n));
    const buckets = Math.ceil(this.frames / this.framesPerBucket);
    return {
      clipRuns: this.sums.clipRuns,
      leadingSilentFrames: silent ? this.frames : this.firstLoud,
      trailingSilentFrames: silent ? this.frames : this.frames - 1 - this.lastLoud,
      dcOffsetPercent: Math.round(dc * 1000) / 10,
      stereo: this.stereo(),
      peaks: Array.from(this.peaks.subarray(0, Math.max(1, buckets)), (p) => Math.round(Math.min(1, p) * 1000) / 1000),
    };
  }

  /** The first frame (stepping by `step` from `from`, stopping before `to`) with a sample above the silence threshold; -1 if none. */
  private scan(samples: Float32Array, from: number, to: number, step: 1 | -1): number {
    const ch = this.channels;
    for (let f = from; f !== to; f += step) {
      for (let c = 0; c < ch; c++) {
        const v = samples[f * ch + c];
        if (v > SILENCE_THRESHOLD || v < -SILENCE_THRESHOLD) return f;
      }
    }
    return -1;
  }

  private stereo(): SignalFigures['stereo'] {
    const { ll, rr, lr, diff } = this.sums;
    if (this.channels < 2) return 'single';
    const energy = ll + rr;
    if (energy === 0 || diff <= energy * SAME_SIGNAL_RATIO) return 'mono-as-stereo';
    const correlation = lr / Math.sqrt(ll * rr || 1);
    return correlation <= INVERTED_CORRELATION ? 'phase-inverted' : 'stereo';
  }
}
