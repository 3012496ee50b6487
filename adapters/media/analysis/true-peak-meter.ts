/** Taps of each interpolating phase: what ffmpeg's resampler uses (filter_size 32), long enough to pass a clipped master's top octave. */
const TAPS = 32;
const HALF = TAPS / 2;
/** The Kaiser window's β (ffmpeg's resampler's default). */
const KAISER_BETA = 9;
/** Points checked together against the bound that lets a quiet stretch be skipped. */
const BLOCK = 64;

/** The modified Bessel function of the first kind, order 0 (its series converges fast for the β used here). */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 64 && term > sum * 1e-17; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
  }
  return sum;
}

/**
 * The interpolating filter for the point `fraction` of the way from one sample to the next: a Kaiser-windowed sinc
 * cut at the input's Nyquist frequency, over the 32 samples around it, scaled so a constant stays constant.
 */
function phase(fraction: number): Float64Array {
  const taps = new Float64Array(TAPS);
  let sum = 0;
  for (let k = 0; k < TAPS; k++) {
    const t = k - (HALF - 1) - fraction;
    const sinc = Math.sin(Math.PI * t) / (Math.PI * t);
    const w = t / HALF;
    taps[k] = sinc * (besselI0(KAISER_BETA * Math.sqrt(Math.max(0, 1 - w * w))) / besselI0(KAISER_BETA));
    sum += taps[k];
  }
  return taps.map((tap) => tap / sum);
}

/** BS.1770-4 Annex 2: at least 4× oversampling below 96 kHz, 2× below 192 kHz; at 192 kHz the samples are the signal. */
export const oversampling = (sampleRate: number): number => (sampleRate < 96_000 ? 4 : sampleRate < 192_000 ? 2 : 1);

/**
 * True peak (ITU-R BS.1770-4): the largest magnitude of the signal oversampled with a 32-tap-per-phase interpolator,
 * the same filter ffmpeg's `ebur128=peak=true` reads through. libebur128's own true peak interpolates with 12 taps
 * per phase under a Hann window, which already damps the top octave: it read clipped masters 0.3–0.9 dB low.
 * Frames arrive in order; each channel keeps the last 31 samples, so memory stays flat. Silence is assumed before the
 * first frame and after the last (flushed by peak()).
 */
export class TruePeakMeter {
  private readonly phases: Float64Array[];
  /** The most any interpolated point can exceed the largest sample around it by (the taps' summed magnitudes). */
  private readonly gain: number;
  private readonly lines: Float32Array[];
  private maximum = 0;
  private flushed = false;

  constructor(
    private readonly channels: number,
    sampleRate: number,
  ) {
    const factor = oversampling(sampleRate);
    this.phases = Array.from({ length: factor - 1 }, (_, p) => phase((p + 1) / factor));
    this.gain = Math.max(1, ...this.phases.map((taps) => taps.reduce((sum, tap) => sum + Math.abs(tap), 0)));
    this.lines = Array.from({ length: channels }, () => new Float32Array(TAPS - 1));
  }

  /** Interleaved float frames (−1..1 is full scale). */
  add(interleaved: Float32Array, frames: number): void {
    if (frames === 0) return;
    for (let channel = 0; channel < this.channels; channel++) {
      let line = this.lines[channel];
      if (line.length < TAPS - 1 + frames) {
        const longer = new Float32Array(TAPS - 1 + frames);
        longer.set(line.subarray(0, TAPS - 1));
        line = this.lines[channel] = longer;
      }
      for (let f = 0; f < frames; f++) line[TAPS - 1 + f] = interleaved[f * this.channels + channel];
      this.scan(line, frames);
      line.copyWithin(0, frames, frames + TAPS - 1);
    }
  }

  /** The largest magnitude so far (linear, 1 is full scale), the last frames' ringing into silence included. */
  peak(): number {
    if (!this.flushed) {
      this.flushed = true;
      this.add(new Float32Array(HALF * this.channels), HALF);
    }
    return this.maximum;
  }

  /** Sample n of `line` (n = HALF − 1 … HALF − 2 + frames) and the points between it and the next. */
  private scan(line: Float32Array, frames: number): void {
    const end = HALF - 1 + frames;
    for (let from = HALF - 1; from < end; from += BLOCK) {
      const to = Math.min(end, from + BLOCK);
      // No point of a block can exceed its samples' largest magnitude times the filter's gain: skip the quiet ones.
      let loudest = 0;
      for (let i = from - (HALF - 1); i < to + HALF; i++) loudest = Math.max(loudest, Math.abs(line[i]));
      if (loudest * this.gain > this.maximum) this.interpolate(line, from, to);
    }
  }

  /** Samples from … to − 1 of `line` and the points after each. */
  private interpolate(line: Float32Array, from: number, to: number): void {
    let maximum = this.maximum;
    for (let n = from; n < to; n++) maximum = Math.max(maximum, Math.abs(line[n]));
    const phases = this.phases;
    if (phases.length === 3) maximum = Math.max(maximum, threePhases(line, from, to, phases[0], phases[1], phases[2]));
    else for (const taps of phases) maximum = Math.max(maximum, onePhase(line, from, to, taps));
    this.maximum = maximum;
  }
}

/** The largest magnitude at a quarter, half and three quarters past each sample n (one pass, each sample read once). */
function threePhases(line: Float32Array, from: number, to: number, a: Float64Array, b: Float64Array, c: Float64Array): number {
  let maximum = 0;
  for (let n = from; n < to; n++) {
    const start = n - (HALF - 1);
    let sa = 0;
    let sb = 0;
    let sc = 0;
    for (let k = 0; k < TAPS; k++) {
      const x = line[start + k];
      sa += a[k] * x;
      sb += b[k] * x;
      sc += c[k] * x;
    }
    maximum = Math.max(maximum, Math.abs(sa), Math.abs(sb), Math.abs(sc));
  }
  return maximum;
}

function onePhase(line: Float32Array, from: number, to: number, taps: Float64Array): number {
  let maximum = 0;
  for (let n = from; n < to; n++) {
    const start = n - (HALF - 1);
    let sum = 0;
    for (let k = 0; k < TAPS; k++) sum += taps[k] * line[start + k];
    maximum = Math.max(maximum, Math.abs(sum));
  }
  return maximum;
}
