import { FLOAT_FORMAT, type WavFormat, bytesPerSample, effectiveFormat } from './wav-format';

/** Counts samples at digital full scale while sample data streams by (keeps at most one partial sample). */
export class ClippingCounter {
  count = 0;
  private readonly width: number;
  private readonly isFloat: boolean;
  private carry = Buffer.alloc(0);

  constructor(format: WavFormat) {
    this.width = bytesPerSample(format);
    this.isFloat = effectiveFormat(format) === FLOAT_FORMAT;
  }

  push(chunk: Buffer): void {
    let data = chunk;
    if (this.carry.length > 0) {
      data = Buffer.concat([this.carry, chunk]);
      this.carry = Buffer.alloc(0);
    }
    const whole = data.length - (data.length % this.width);
    if (whole < data.length) this.carry = Buffer.from(data.subarray(whole));
    this.count += this.scan(data, whole);
  }

  private scan(data: Buffer, end: number): number {
    const w = this.width;
    let clipped = 0;
    if (this.isFloat && w === 4) {
      for (let i = 0; i < end; i += 4) if (Math.abs(data.readFloatLE(i)) >= 1) clipped++;
      return clipped;
    }
    if (this.isFloat && w === 8) {
      for (let i = 0; i < end; i += 8) if (Math.abs(data.readDoubleLE(i)) >= 1) clipped++;
      return clipped;
    }
    if (w === 1) {
      // 8-bit WAV is unsigned: full scale is 0 and 255.
      for (let i = 0; i < end; i++) if (data[i] === 0 || data[i] === 255) clipped++;
      return clipped;
    }
    // Signed little-endian: full scale is 0x7F FF.. FF or 0x80 00.. 00; the top byte rules out almost every sample.
    for (let i = w - 1; i < end; i += w) {
      const top = data[i];
      if (top === 0x7f) {
        let all = true;
        for (let j = i - w + 1; j < i; j++) if (data[j] !== 0xff) { all = false; break; }
        if (all) clipped++;
      } else if (top === 0x80) {
        // -max and -max-1 both count: writers differ on which one they clip to.
        let all = data[i - w + 1] <= 1;
        for (let j = i - w + 2; j < i && all; j++) if (data[j] !== 0x00) all = false;
        if (all) clipped++;
      }
    }
    return clipped;
  }
}
