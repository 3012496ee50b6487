import { sampleReader } from '../pcm-decoder';
import { FLOAT_FORMAT, type WavFormat, bytesPerSample, effectiveFormat } from '../wav-format';

/**
 * Turns sample bytes, fed in any pieces, into whole interleaved float32 frames (-1..1) in a reused buffer.
 * Holds at most one partial frame between pushes. For 24-bit audio it also ORs every sample's low byte, so a
 * file that is 16-bit audio padded to 24 bits shows as lowBits === 0.
 */
export class FloatFrames {
  readonly width: number;
  readonly frameBytes: number;
  lowBits = 0;
  private out = new Float32Array(0);
  private carry: Buffer;
  private carryLength = 0;
  private readonly read: (data: Buffer, offset: number) => number;
  private readonly int24: boolean;

  constructor(format: WavFormat) {
    this.width = bytesPerSample(format);
    this.frameBytes = format.blockAlign;
    this.carry = Buffer.alloc(this.frameBytes);
    this.read = sampleReader(format);
    this.int24 = this.width === 3 && effectiveFormat(format) !== FLOAT_FORMAT;
  }

  /** Decodes what whole frames the bytes complete; calls sink with the samples and frame count (the array is reused). */
  push(bytes: Buffer, sink: (samples: Float32Array, frames: number) => void): void {
    let data = bytes;
    if (this.carryLength > 0) {
      const take = Math.min(this.frameBytes - this.carryLength, bytes.length);
      bytes.copy(this.carry, this.carryLength, 0, take);
      this.carryLength += take;
      if (this.carryLength < this.frameBytes) return;
      sink(this.decode(this.carry, this.frameBytes), 1);
      this.carryLength = 0;
      data = bytes.subarray(take);
    }
    const whole = data.length - (data.length % this.frameBytes);
    if (whole > 0) sink(this.decode(data, whole), whole / this.frameBytes);
    if (whole < data.length) this.carryLength = data.copy(this.carry, 0, whole);
  }

  private decode(data: Buffer, length: number): Float32Array {
    const count = length / this.width;
    if (this.out.length < count) this.out = new Float32Array(count);
    const out = this.out;
    if (this.int24) {
      let low = this.lowBits;
      for (let i = 0, o = 0; o < count; i += 3, o++) {
        const b0 = data[i];
        low |= b0;
        out[o] = (b0 | (data[i + 1] << 8) | ((data[i + 2] << 24) >> 8)) / 8388608;
      }
      this.lowBits = low;
    } else {
      for (let o = 0; o < count; o++) out[o] = this.read(data, o * this.width);
    }
    return out;
  }
}
