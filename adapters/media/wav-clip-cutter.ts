import { Readable } from 'node:stream';
import type { ByteRange } from '../../application/ports/file-storage.port';
import { type AudioClipCutter, type ClipRequest, type CutClip, MediaRefusedError } from '../../application/ports/media-inspector.port';
import { CLIP_AUDIO_FORMAT } from '../../domain/clips/social-clip';
import { MEDIA_REFUSALS } from '../../domain/files/media-quality.messages';
import { isDecodable, sampleReader } from './pcm-decoder';
import type { WavLayout } from './wav-format';
import { WavHeaderParser } from './wav-header-parser';

const OUT_RATE = CLIP_AUDIO_FORMAT.sampleRateHz;
const OUT_CHANNELS = CLIP_AUDIO_FORMAT.channels;
const OUT_BLOCK = OUT_CHANNELS * (CLIP_AUDIO_FORMAT.bitDepth / 8);

export function pcm16Header(frames: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + frames * OUT_BLOCK, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(OUT_CHANNELS, 22);
  header.writeUInt32LE(OUT_RATE, 24);
  header.writeUInt32LE(OUT_RATE * OUT_BLOCK, 28);
  header.writeUInt16LE(OUT_BLOCK, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(frames * OUT_BLOCK, 40);
  return header;
}

async function readLayout(openRange: (range: ByteRange) => Promise<Readable>, sourceSize: number): Promise<WavLayout> {
  const parser = new WavHeaderParser();
  const stream = await openRange({ start: 0, end: sourceSize - 1 });
  try {
    for await (const chunk of stream) {
      parser.push(chunk as Buffer);
      if (parser.layout) return parser.layout;
    }
    return parser.finishWithoutData();
  } finally {
    // Only the header was wanted: stop reading the rest of the file.
    stream.destroy();
  }
}

const toInt16 = (v: number) => Math.max(-32768, Math.min(32767, Math.round(v * 32768)));

/**
 * Cuts start..end out of a stored WAV into 16-bit / 44.1 kHz / stereo (spec: public flow §5 Social clips).
 * Reads the header, then only the byte range of the frames it needs. Resampling is linear interpolation
 * between neighbouring source frames (no anti-alias filter: clips are previews, and 44.1 kHz from ≥ 44.1 kHz
 * sources keeps the audible band); mono is copied to both channels, more than two channels keep the first
 * two; 16-bit output is rounded without dither.
 */
export class WavClipCutter implements AudioClipCutter {
  async cut(openRange: (range: ByteRange) => Promise<Readable>, sourceSize: number, clip: ClipRequest): Promise<CutClip> {
    const layout = await readLayout(openRange, sourceSize);
    const { format } = layout;
    if (!isDecodable(format)) throw new MediaRefusedError(MEDIA_REFUSALS.malformedWav('the clip cutter reads integer PCM or float WAV only'));
    const availableData = Math.min(layout.dataSize, sourceSize - layout.dataOffset);
    const totalFrames = Math.floor(availableData / format.blockAlign);
    const duration = totalFrames / format.sampleRate;
    if (clip.startSeconds < 0 || clip.endSeconds <= clip.startSeconds || clip.endSeconds > duration + 1e-9) {
      throw new MediaRefusedError(`The clip ${clip.startSeconds}-${clip.endSeconds} s is outside the track (${duration.toFixed(2)} s)`);
    }
    const outFrames = Math.round((clip.endSeconds - clip.startSeconds) * OUT_RATE);
    const ratio = format.sampleRate / OUT_RATE;
    const startPos = clip.startSeconds * format.sampleRate;
    const firstFrame = Math.floor(startPos);
    const lastFrame = Math.min(totalFrames - 1, Math.ceil(startPos + (outFrames - 1) * ratio) + 1);
    const source = await openRange({
      start: layout.dataOffset + firstFrame * format.blockAlign,
      end: layout.dataOffset + (lastFrame + 1) * format.blockAlign - 1,
    });
    const body = Readable.from(convert(source, layout, { firstFrame, startPos, ratio, outFrames }));
    return { body, size: 44 + outFrames * OUT_BLOCK, durationSeconds: outFrames / OUT_RATE };
  }
}

async function* convert(
  source: Readable,
  layout: WavLayout,
  plan: { firstFrame: number; startPos: number; ratio: number; outFrames: number },
): AsyncGenerator<Buffer> {
  const { format } = layout;
  const read = sampleReader(format);
  const width = format.blockAlign / format.channels;
  const right = format.channels > 1 ? width : 0;
  yield pcm16Header(plan.outFrames);
  let carry = Buffer.alloc(0);
  // Frames decoded so far in this window: index 0 is absolute frame `windowStart`.
  let windowStart = plan.firstFrame;
  let left: number[] = [];
  let rightCh: number[] = [];
  let j = 0;
  const emit = (final: boolean): Buffer => {
    const out: number[] = [];
    const lastIndex = windowStart + left.length - 1;
    while (j < plan.outFrames) {
      const p = plan.startPos + j * plan.ratio;
      const i0 = Math.floor(p);
      if (!final && i0 + 1 > lastIndex) break;
      const a = Math.min(Math.max(i0 - windowStart, 0), left.length - 1);
      const b = Math.min(a + 1, left.length - 1);
      const frac = p - i0;
      out.push(left[a] + frac * (left[b] - left[a]), rightCh[a] + frac * (rightCh[b] - rightCh[a]));
      j++;
    }
    const buffer = Buffer.alloc(out.length * 2);
    for (let k = 0; k < out.length; k++) buffer.writeInt16LE(toInt16(out[k]), k * 2);
    // Keep the last decoded frame: the next output frame may interpolate from it.
    if (left.length > 1) {
      windowStart += left.length - 1;
      left = left.slice(-1);
      rightCh = rightCh.slice(-1);
    }
    return buffer;
  };
  for await (const chunk of source) {
    const data = carry.length ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer);
    const whole = data.length - (data.length % format.blockAlign);
    for (let o = 0; o < whole; o += format.blockAlign) {
      left.push(read(data, o));
      rightCh.push(read(data, o + right));
    }
    carry = Buffer.from(data.subarray(whole));
    const out = emit(false);
    if (out.length) yield out;
  }
  if (left.length === 0) left = rightCh = [0];
  const rest = emit(true);
  if (rest.length) yield rest;
}
