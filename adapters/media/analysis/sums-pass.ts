/** The running sums of one stream: per-channel sums (DC), left/right products (stereo relation), clip runs. */
export interface Sums {
  channel: Float64Array;
  ll: number;
  rr: number;
  lr: number;
  diff: number;
  clipRuns: number;
}

/**
 * One tight loop over a slice of interleaved samples updating the sums and answering the slice's largest absolute
 * sample. Stereo (the usual master) has its own loop with every value in a local; other layouts take the general one.
 */
export class SumsPass {
  readonly sums: Sums;
  private readonly runs: Int32Array;

  constructor(
    private readonly channels: number,
    private readonly fullScale: number,
    private readonly minRun: number,
  ) {
    this.sums = { channel: new Float64Array(channels), ll: 0, rr: 0, lr: 0, diff: 0, clipRuns: 0 };
    this.runs = new Int32Array(channels);
  }

  run(samples: Float32Array, start: number, end: number): number {
    return this.channels === 2 ? this.stereo(samples, start, end) : this.general(samples, start, end);
  }

  private stereo(samples: Float32Array, start: number, end: number): number {
    const s = this.sums;
    const full = this.fullScale;
    let sumL = 0,
      sumR = 0,
      ll = 0,
      rr = 0,
      lr = 0,
      diff = 0,
      loudest = 0;
    for (let i = start; i < end; i += 2) {
      const l = samples[i];
      const r = samples[i + 1];
      sumL += l;
      sumR += r;
      ll += l * l;
      rr += r * r;
      lr += l * r;
      const d = l - r;
      diff += d * d;
      const al = l < 0 ? -l : l;
      const ar = r < 0 ? -r : r;
      const a = al > ar ? al : ar;
      if (a > loudest) loudest = a;
      if (a >= full) this.clipAt(samples, i, al, ar);
      else if (this.runs[0] !== 0 || this.runs[1] !== 0) this.runs[0] = this.runs[1] = 0;
    }
    s.channel[0] += sumL;
    s.channel[1] += sumR;
    s.ll += ll;
    s.rr += rr;
    s.lr += lr;
    s.diff += diff;
    return loudest;
  }

  private clipAt(_samples: Float32Array, _i: number, al: number, ar: number): void {
    this.count(0, al);
    this.count(1, ar);
  }

  private count(c: number, a: number): void {
    if (a >= this.fullScale) {
      if (++this.runs[c] === this.minRun) this.sums.clipRuns++;
    } else this.runs[c] = 0;
  }

  private general(samples: Float32Array, start: number, end: number): number {
    const ch = this.channels;
    const s = this.sums;
    let loudest = 0;
    for (let i = start; i < end; i += ch) {
      for (let c = 0; c < ch; c++) {
        const v = samples[i + c];
        s.channel[c] += v;
        const a = v < 0 ? -v : v;
        if (a > loudest) loudest = a;
        this.count(c, a);
      }
      if (ch >= 2) {
        const l = samples[i];
        const r = samples[i + 1];
        s.ll += l * l;
        s.rr += r * r;
        s.lr += l * r;
        s.diff += (l - r) * (l - r);
      }
    }
    return loudest;
  }
}
