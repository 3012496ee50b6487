import { FLOAT_FORMAT, type WavFormat, bytesPerSample, effectiveFormat } from './wav-format';

type Scan = (data: Buffer, start: number, end: number) => number;

/** 16/32-bit integer and float samples are read through typed-array views (each with its own monomorphic loop). */
interface SampleView {
  view: (buffer: ArrayBuffer, byteOffset: number, length: number) => Int16Array | Int32Array | Float32Array | Float64Array;
  /** Method syntax: each entry takes its own typed array. */
  count(samples: ArrayLike<number>): number;
}

function countFloat(samples: Float32Array | Float64Array): number {
  let clipped = 0;
  for (let i = 0; i < samples.length; i++) {
    const v = samples[i];
    if (v >= 1 || v <= -1) clipped++;
  }
  return clipped;
}

const VIEWS: Record<string, SampleView> = {
  int2: {
    view: (b, o, n) => new Int16Array(b, o, n),
    count: (samples: Int16Array) => {
      let clipped = 0;
      for (let i = 0; i < samples.length; i++) {
        const v = samples[i];
        if (v === 32767 || v <= -32767) clipped++;
      }
      return clipped;
    },
  },
  int4: {
    view: (b, o, n) => new Int32Array(b, o, n),
    count: (samples: Int32Array) => {
      let clipped = 0;
      for (let i = 0; i < samples.length; i++) {
        const v = samples[i];
        if (v === 2147483647 || v <= -2147483647) clipped++;
      }
      return clipped;
    },
  },
  float4: { view: (b, o, n) => new Float32Array(b, o, n), count: countFloat },
  float8: { view: (b, o, n) => new Float64Array(b, o, n), count: countFloat },
};

/**
 * Counts samples at digital full scale while sample data streams by. Whole samples are scanned in place
 * (through an aligned scratch copy when the chunk is not aligned); a sample split across two chunks is
 * completed from the next one, so at most one partial sample is held.
 */
export class ClippingCounter {
  count = 0;
  private readonly width: number;
  private readonly scan: Scan;
  private readonly partial: Buffer;
  private partialLength = 0;
  private scratch = Buffer.alloc(0);

  constructor(format: WavFormat) {
    this.width = bytesPerSample(format);
    this.partial = Buffer.alloc(this.width);
    const view = VIEWS[`${effectiveFormat(format) === FLOAT_FORMAT ? 'float' : 'int'}${this.width}`];
    const isInt = effectiveFormat(format) !== FLOAT_FORMAT && this.width > 1;
    const loop = view ? this.viewScan(view) : this.width === 1 ? scanUnsigned8 : scanSignedBytes(this.width);
    this.scan = isInt ? searchTopBytes(this.width, loop) : loop;
  }

  push(chunk: Buffer): void {
    let offset = 0;
    if (this.partialLength > 0) {
      offset = Math.min(this.width - this.partialLength, chunk.length);
      chunk.copy(this.partial, this.partialLength, 0, offset);
      this.partialLength += offset;
      if (this.partialLength < this.width) return;
      this.count += this.scan(this.partial, 0, this.width);
      this.partialLength = 0;
    }
    const end = offset + Math.floor((chunk.length - offset) / this.width) * this.width;
    if (end > offset) this.count += this.scan(chunk, offset, end);
    if (end < chunk.length) this.partialLength = chunk.copy(this.partial, 0, end);
  }

  private viewScan(sampleView: SampleView): Scan {
    return (data, start, end) => {
      let source = data;
      let at = data.byteOffset + start;
      if (at % this.width !== 0) {
        if (this.scratch.length < end - start) this.scratch = Buffer.allocUnsafeSlow(Math.max(end - start, 1024 * 1024));
        data.copy(this.scratch, 0, start, end);
        source = this.scratch;
        at = this.scratch.byteOffset;
      }
      return sampleView.count(sampleView.view(source.buffer as ArrayBuffer, at, (end - start) / this.width));
    };
  }
}

/**
 * Signed integer samples at full scale have 0x7F or 0x80 as their top (last) byte. Most audio has few such
 * bytes, so memchr (Buffer.indexOf) finds the candidates far faster than a JS loop over every sample; when a
 * chunk turns out to be dense with them (very loud masters) the scan falls back to the loop for that chunk,
 * which bounds the worst case at about twice the loop's cost.
 */
function searchTopBytes(w: number, loop: Scan): Scan {
  const check = scanSignedBytes(w);
  return (data, start, end) => {
    const view = data.subarray(start, end);
    let budget = (view.length >> 6) + 16;
    let clipped = 0;
    for (const top of [0x7f, 0x80]) {
      for (let pos = view.indexOf(top, w - 1); pos !== -1; pos = view.indexOf(top, pos + 1)) {
        if (--budget < 0) return loop(data, start, end);
        if ((pos + 1) % w === 0) clipped += check(view, pos + 1 - w, pos + 1);
      }
    }
    return clipped;
  };
}

/** 8-bit WAV is unsigned: full scale is 0 and 255. */
function scanUnsigned8(data: Buffer, start: number, end: number): number {
  let clipped = 0;
  for (let i = start; i < end; i++) if (data[i] === 0 || data[i] === 255) clipped++;
  return clipped;
}

/** Signed little-endian of any width (24-bit): full scale is 0x7F FF.. FF or 0x80 00.. 00; the top byte rules out almost every sample. */
function scanSignedBytes(w: number): Scan {
  return (data, start, end) => {
    let clipped = 0;
    for (let i = start + w - 1; i < end; i += w) {
      const top = data[i];
      if (top === 0x7f) {
        let all = true;
        for (let j = i - w + 1; j < i; j++)
          if (data[j] !== 0xff) {
            all = false;
            break;
          }
        if (all) clipped++;
      } else if (top === 0x80) {
        // -max and -max-1 both count: writers differ on which one they clip to.
        let all = data[i - w + 1] <= 1;
        for (let j = i - w + 2; j < i && all; j++) if (data[j] !== 0x00) all = false;
        if (all) clipped++;
      }
    }
    return clipped;
  };
}
