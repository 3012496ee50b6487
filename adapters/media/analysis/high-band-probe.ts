import FFT from 'fft.js';
import { UPSAMPLED_BAND_FLOOR_DB, UPSAMPLED_BAND_START_HZ } from '../../../domain/files/audio-analysis';

const SIZE = 4096;
/** Every this many windows one is transformed: the spectrum of a master changes slowly, and the FFT is the cost. */
const EVERY = 8;

/**
 * Sums the spectrum's energy above 22.5 kHz against the whole (first channel, Hann-windowed 4096-point real
 * FFTs on a sample of windows): a high-rate master made from a 44.1/48 kHz one has nothing up there.
 */
export class HighBandProbe {
  private readonly fft = new FFT(SIZE);
  private readonly window = new Float64Array(SIZE);
  private readonly spectrum = this.fft.createComplexArray() as number[];
  private readonly hann = Float64Array.from({ length: SIZE }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (SIZE - 1)));
  private readonly firstBin: number;
  private filled = 0;
  private windows = 0;
  private high = 0;
  private total = 0;

  constructor(
    private readonly channels: number,
    sampleRate: number,
  ) {
    this.firstBin = Math.ceil((UPSAMPLED_BAND_START_HZ / sampleRate) * SIZE);
  }

  push(samples: Float32Array, frames: number): void {
    for (let f = 0; f < frames; f++) {
      if (this.windows % EVERY === 0) this.window[this.filled] = samples[f * this.channels] * this.hann[this.filled];
      if (++this.filled === SIZE) {
        if (this.windows % EVERY === 0) this.measure();
        this.windows++;
        this.filled = 0;
      }
    }
  }

  /** True when there was audio and nothing of it above 22.5 kHz. */
  empty(): boolean {
    if (this.total === 0) return false;
    return 10 * Math.log10(this.high / this.total || 1e-30) < UPSAMPLED_BAND_FLOOR_DB;
  }

  private measure(): void {
    this.fft.realTransform(this.spectrum, this.window);
    for (let bin = 1; bin < SIZE / 2; bin++) {
      const re = this.spectrum[2 * bin];
      const im = this.spectrum[2 * bin + 1];
      const power = re * re + im * im;
      this.total += power;
      if (bin >= this.firstBin) this.high += power;
    }
  }
}
