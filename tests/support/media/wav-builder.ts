import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export interface WavSpec {
  bits: 8 | 16 | 24 | 32;
  rate: number;
  channels: number;
  frames: number;
  format?: 'pcm' | 'extensible' | 'float';
  container?: 'RIFF' | 'RF64';
  /** Sample value in -1..1 for a frame and channel (default: a 440 Hz sine at half scale). */
  sample?: (frame: number, channel: number) => number;
  /** Bytes appended after the data chunk. */
  trailing?: Buffer;
}

export const sine =
  (hz: number, amplitude = 0.5, rate = 44100) =>
  (frame: number, channel: number) =>
    amplitude * Math.sin((2 * Math.PI * hz * frame) / rate + channel * 0.3);

/** The RIFF/RF64 header (up to and including the data chunk header) for a spec. */
export function wavHeader(spec: WavSpec): Buffer {
  const width = spec.bits / 8;
  const blockAlign = width * spec.channels;
  const dataSize = spec.frames * blockAlign;
  const format = spec.format ?? 'pcm';
  const fmtSize = format === 'extensible' ? 40 : 16;
  const rf64 = spec.container === 'RF64';
  const ds64Size = rf64 ? 8 + 28 : 0;
  const headerSize = 12 + ds64Size + 8 + fmtSize + 8;
  const header = Buffer.alloc(headerSize);
  let o = 0;
  header.write(rf64 ? 'RF64' : 'RIFF', o, 'latin1');
  const riffSize = headerSize - 8 + dataSize + (spec.trailing?.length ?? 0);
  header.writeUInt32LE(rf64 ? 0xffffffff : riffSize, 4);
  header.write('WAVE', 8, 'latin1');
  o = 12;
  if (rf64) {
    header.write('ds64', o, 'latin1');
    header.writeUInt32LE(28, o + 4);
    header.writeBigUInt64LE(BigInt(riffSize), o + 8);
    header.writeBigUInt64LE(BigInt(dataSize), o + 16);
    header.writeBigUInt64LE(BigInt(spec.frames), o + 24);
    header.writeUInt32LE(0, o + 32);
    o += 36;
  }
  header.write('fmt ', o, 'latin1');
  header.writeUInt32LE(fmtSize, o + 4);
  const code = format === 'extensible' ? 0xfffe : format === 'float' ? 3 : 1;
  header.writeUInt16LE(code, o + 8);
  header.writeUInt16LE(spec.channels, o + 10);
  header.writeUInt32LE(spec.rate, o + 12);
  header.writeUInt32LE(spec.rate * blockAlign, o + 16);
  header.writeUInt16LE(blockAlign, o + 20);
  header.writeUInt16LE(spec.bits, o + 22);
  if (format === 'extensible') {
    header.writeUInt16LE(22, o + 24);
    header.writeUInt16LE(spec.bits, o + 26);
    header.writeUInt32LE(spec.channels === 2 ? 3 : 4, o + 28);
    // KSDATAFORMAT_SUBTYPE_PCM: 00000001-0000-0010-8000-00aa00389b71
    Buffer.from('0100000000001000800000aa00389b71', 'hex').copy(header, o + 32);
  }
  o += 8 + fmtSize;
  header.write('data', o, 'latin1');
  header.writeUInt32LE(rf64 ? 0xffffffff : dataSize, o + 4);
  return header;
}

/** Encodes frames [from, to) of the spec's samples. */
export function wavSamples(spec: WavSpec, from: number, to: number): Buffer {
  const width = spec.bits / 8;
  const sample = spec.sample ?? sine(440, 0.5, spec.rate);
  const out = Buffer.alloc((to - from) * width * spec.channels);
  let o = 0;
  for (let f = from; f < to; f++) {
    for (let c = 0; c < spec.channels; c++) {
      const v = Math.max(-1, Math.min(1, sample(f, c)));
      if (spec.format === 'float') out.writeFloatLE(v, o);
      else if (spec.bits === 8) out[o] = Math.round(v * 127.5 + 127.5);
      else if (spec.bits === 16) out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767))), o);
      else if (spec.bits === 24) out.writeIntLE(Math.max(-8388608, Math.min(8388607, Math.round(v * 8388607))), o, 3);
      else out.writeInt32LE(Math.max(-2147483648, Math.min(2147483647, Math.round(v * 2147483647))), o);
      o += width;
    }
  }
  return out;
}

export function buildWav(spec: WavSpec): Buffer {
  return Buffer.concat([wavHeader(spec), wavSamples(spec, 0, spec.frames), spec.trailing ?? Buffer.alloc(0)]);
}

/** Writes a large WAV to disk in pieces (for 200 MB files). */
export async function writeWavFile(path: string, spec: WavSpec, extraBytes = 0): Promise<void> {
  const out = createWriteStream(path);
  const write = async (buffer: Buffer) => {
    if (!out.write(buffer)) await once(out, 'drain');
  };
  await write(wavHeader(spec));
  const step = 65536;
  for (let f = 0; f < spec.frames; f += step) await write(wavSamples(spec, f, Math.min(spec.frames, f + step)));
  if (extraBytes > 0) await write(Buffer.alloc(extraBytes, 1));
  out.end();
  await once(out, 'finish');
}

/** A WAV of silence exactly totalBytes long whose data chunk fills the rest (fast, for size-limit tests). */
export async function writeSilentWav(
  path: string,
  totalBytes: number,
  spec: Omit<WavSpec, 'frames'> = { bits: 16, rate: 44100, channels: 2 },
): Promise<void> {
  const headerLength = wavHeader({ ...spec, frames: 0 }).length;
  const blockAlign = (spec.bits / 8) * spec.channels;
  const frames = Math.floor((totalBytes - headerLength) / blockAlign);
  const out = createWriteStream(path);
  const write = async (buffer: Buffer) => {
    if (!out.write(buffer)) await once(out, 'drain');
  };
  await write(wavHeader({ ...spec, frames }));
  const zeros = Buffer.alloc(1024 * 1024);
  let left = totalBytes - headerLength;
  while (left > 0) {
    const n = Math.min(left, zeros.length);
    await write(zeros.subarray(0, n));
    left -= n;
  }
  out.end();
  await once(out, 'finish');
}
