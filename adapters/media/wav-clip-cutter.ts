import { Readable } from 'node:stream';
import type { ByteRange } from '../../application/ports/file-storage.port';
import { type AudioClipCutter, type ClipRequest, type CutClip, MediaRefusedError } from '../../application/ports/media-inspector.port';
import { CLIP_AUDIO_FORMAT } from '../../domain/clips/social-clip';
import { MEDIA_REFUSALS } from '../../domain/files/media-quality.messages';
import { FrameWindow } from './frame-window';
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
    if (!isDecodable(format))
      throw new MediaRefusedError(MEDIA_REFUSALS.malformedWav('the clip cutter reads integer PCM or float WAV only'));
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
  const block = format.blockAlign;
  const rightOffset = format.channels > 1 ? block / format.channels : 0;
  yield pcm16Header(plan.outFrames);
  const carry = Buffer.alloc(block);
  let carryLength = 0;
  const window = new FrameWindow(plan.firstFrame);
  let j = 0;
  const decode = (data: Buffer, from: number, to: number) => {
    window.reserve((to - from) / block);
    for (let o = from; o < to; o += block) {
      window.left[window.count] = read(data, o);
      window.right[window.count++] = read(data, o + rightOffset);
    }
  };
  const emit = (final: boolean): Buffer => {
    const { left, right, start, count } = window;
    const lastIndex = start + count - 1;
    const room = Math.min(plan.outFrames - j, Math.ceil(count / plan.ratio) + 2);
    const out = Buffer.allocUnsafe(room * OUT_BLOCK);
    let written = 0;
    while (j < plan.outFrames && written < room) {
      const p = plan.startPos + j * plan.ratio;
      const i0 = Math.floor(p);
      if (!final && i0 + 1 > lastIndex) break;
      const a = Math.min(Math.max(i0 - start, 0), count - 1);
      const b = Math.min(a + 1, count - 1);
      const frac = p - i0;
      out.writeInt16LE(toInt16(left[a] + frac * (left[b] - left[a])), written * OUT_BLOCK);
      out.writeInt16LE(toInt16(right[a] + frac * (right[b] - right[a])), written * OUT_BLOCK + 2);
      written++;
      j++;
    }
    window.slide();
    return out.subarray(0, written * OUT_BLOCK);
  };
  for await (const piece of source) {
    const chunk = piece as Buffer;
    let offset = 0;
    if (carryLength > 0) {
      offset = chunk.copy(carry, carryLength, 0, Math.min(block - carryLength, chunk.length));
      carryLength += offset;
      if (carryLength < block) continue;
      decode(carry, 0, block);
    }
    const whole = offset + Math.floor((chunk.length - offset) / block) * block;
    decode(chunk, offset, whole);
    carryLength = chunk.copy(carry, 0, whole);
    const out = emit(false);
    if (out.length) yield out;
  }
  if (window.count === 0) {
    window.reserve(1);
    window.count = 1;
  }
  const rest = emit(true);
  if (rest.length) yield rest;
}
