import { FLOAT_FORMAT, type WavFormat, bytesPerSample, effectiveFormat } from './wav-format';

/** Reads one sample at a byte offset as a float in -1..1 (8-bit unsigned, 16/24/32-bit signed, 32/64-bit float). */
export function sampleReader(format: WavFormat): (data: Buffer, offset: number) => number {
  const width = bytesPerSample(format);
  if (effectiveFormat(format) === FLOAT_FORMAT) {
    if (width === 4) return (d, o) => d.readFloatLE(o);
    if (width === 8) return (d, o) => d.readDoubleLE(o);
  } else {
    if (width === 1) return (d, o) => (d[o] - 128) / 128;
    if (width === 2) return (d, o) => d.readInt16LE(o) / 32768;
    if (width === 3) return (d, o) => d.readIntLE(o, 3) / 8388608;
    if (width === 4) return (d, o) => d.readInt32LE(o) / 2147483648;
  }
  throw new Error(`Unsupported sample width ${width} bytes`);
}

/** Whether the cutter can decode this format (integer PCM 8-32 bit, float 32/64). */
export function isDecodable(format: WavFormat): boolean {
  try {
    sampleReader(format);
    const code = effectiveFormat(format);
    return code === 1 || code === FLOAT_FORMAT;
  } catch {
    return false;
  }
}
