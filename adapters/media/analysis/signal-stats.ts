import { CLIP_RUN_MIN_SAMPLES, FULL_SCALE_THRESHOLD, SILENCE_THRESHOLD } from '../../../domain/files/audio-analysis';

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

/** Running sums over interleaved frames: clipping runs, silence at both ends, DC, stereo relation, waveform peaks. */
export class SignalStats {
  private frames = 0;
  private firstLoud = -1;
  private lastLoud = -1;
  private readonly sums: Float64Array;
  private readonly runs: Int32Array;
  private clipRuns = 0;
  private ll = 0;
  private rr = 0;
  private lr = 0;
  private diff = 0;
  private readonly peaks: Float32Array;
  private readonly framesPerBucket: number;

  constructor(
    private readonly channels: number,
    totalFrames: number,
    buckets: number,
  ) {
    this.sums = new Float64Array(channels);
    this.runs = new Int32Array(channels);
    this.framesPerBucket = Math.max(1, Math.ceil(totalFrames / buckets));
    this.peaks = new Float32Array(Math.max(1, Math.ceil(totalFrames / this.framesPerBucket)));
  }

  push(samples: Float32Array, frames: number): void {
    const ch = this.channels;
    const { sums, runs, peaks } = this;
    let { ll, rr, lr, diff, clipRuns } = this;
    for (let f = 0; f < frames; f++) {
      const base = f * ch;
      let loudest = 0;
      for (let c = 0; c < ch; c++) {
        const v = samples[base + c];
        sums[c] += v;
        const a = v < 0 ? -v : v;
        if (a > loudest) loudest = a;
        if (a >= FULL_SCALE_THRESHOLD) {
          if (++runs[c] === CLIP_RUN_MIN_SAMPLES) clipRuns++;
        } else runs[c] = 0;
      }
      if (ch >= 2) {
        const l = samples[base];
        const r = samples[base + 1];
        ll += l * l;
        rr += r * r;
        lr += l * r;
        diff += (l - r) * (l - r);
      }
      const index = this.frames + f;
      if (loudest > SILENCE_THRESHOLD) {
        if (this.firstLoud < 0) this.firstLoud = index;
        this.lastLoud = index;
      }
      const bucket = (index / this.framesPerBucket) | 0;
      if (loudest > peaks[bucket]) peaks[bucket] = loudest;
    }
    Object.assign(this, { ll, rr, lr, diff, clipRuns });
    this.frames += frames;
  }

  figures(): SignalFigures {
    const silent = this.firstLoud < 0;
    const dc = this.frames === 0 ? 0 : Math.max(...Array.from(this.sums, (s) => Math.abs(s) / this.frames));
    return {
      clipRuns: this.clipRuns,
      leadingSilentFrames: silent ? this.frames : this.firstLoud,
      trailingSilentFrames: silent ? this.frames : this.frames - 1 - this.lastLoud,
      dcOffsetPercent: Math.round(dc * 1000) / 10,
      stereo: this.stereo(),
      peaks: Array.from(this.peaks, (p) => Math.round(Math.min(1, p) * 1000) / 1000),
    };
  }

  private stereo(): SignalFigures['stereo'] {
    if (this.channels < 2) return 'single';
    const energy = this.ll + this.rr;
    if (energy === 0 || this.diff <= energy * SAME_SIGNAL_RATIO) return 'mono-as-stereo';
    const correlation = this.lr / Math.sqrt(this.ll * this.rr || 1);
    return correlation <= INVERTED_CORRELATION ? 'phase-inverted' : 'stereo';
  }
}
