import { REWRAPPABLE_EXTENSIBLE, STORE_AUDIO_MESSAGES } from '../../../domain/files/store-audio';
import type { WavFormat, WavHead } from './wav-head';

const WAVE_FORMAT_PCM = 0x0001;
const WAVE_FORMAT_IEEE_FLOAT = 0x0003;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;
/** KSDATAFORMAT_SUBTYPE_PCM, 00000001-0000-0010-8000-00aa00389b71, as its 16 bytes lie in the file. */
const SUBTYPE_PCM = '0100000000001000800000aa00389b71';
const SUBTYPE_FLOAT = '0300000000001000800000aa00389b71';

/**
 * How a WAV leaves in a store package. `unchanged`: already format 1, sent byte for byte. `rewrap`: `prefix` (the RIFF
 * header and the chunks before the sample data, with `fmt ` rewritten as format 1 and `fact` left out) followed by
 * the stored bytes from `copyFrom` to the end: the `data` chunk and anything after it, untouched.
 */
export type PcmFormat1Plan =
  { kind: 'unchanged' } | { kind: 'rewrap'; prefix: Buffer; copyFrom: number; sizeBytes: number } | { kind: 'refused'; reason: string };

function formatInWords(format: WavFormat): string {
  if (format.formatTag === WAVE_FORMAT_IEEE_FLOAT || format.subFormat === SUBTYPE_FLOAT) return 'floating-point samples';
  const tag = format.subFormat ? Buffer.from(format.subFormat, 'hex').readUInt16LE(0) : format.formatTag;
  return `audio in format 0x${tag.toString(16).padStart(4, '0')}`;
}

function layoutProblem(format: WavFormat): string | null {
  const { channels, bitsPerSample } = REWRAPPABLE_EXTENSIBLE;
  const bits = format.bitsPerSample;
  const fits =
    format.channels === channels &&
    (bitsPerSample as readonly number[]).includes(bits) &&
    format.validBitsPerSample === bits &&
    format.blockAlign === (channels * bits) / 8 &&
    format.byteRate === format.sampleRateHz * format.blockAlign;
  if (fits) return null;
  const valid =
    format.validBitsPerSample !== undefined && format.validBitsPerSample !== bits ? ` (${format.validBitsPerSample} valid)` : '';
  return `${format.channels}-channel ${bits}-bit${valid}`;
}

function pcmFormatChunk(format: WavFormat): Buffer {
  const chunk = Buffer.alloc(24);
  chunk.write('fmt ', 0, 'latin1');
  chunk.writeUInt32LE(16, 4);
  chunk.writeUInt16LE(WAVE_FORMAT_PCM, 8);
  chunk.writeUInt16LE(format.channels, 10);
  chunk.writeUInt32LE(format.sampleRateHz, 12);
  chunk.writeUInt32LE(format.byteRate, 16);
  chunk.writeUInt16LE(format.blockAlign, 20);
  chunk.writeUInt16LE(format.bitsPerSample, 22);
  return chunk;
}

/**
 * Chunks other than `fmt ` and `fact` (LIST, bext, iXML, JUNK…) are kept where they were: they are the artist's own
 * tags, a format-1 reader skips them as it skips them in any WAV, and a plain PCM upload keeps its own too. `fact`
 * only means something for compressed formats, so a format-1 file does without it.
 */
export function planPcmFormat1(bytes: Buffer, head: WavHead, fileSize: number, fileName: string): PcmFormat1Plan {
  const { format } = head;
  if (format.formatTag === WAVE_FORMAT_PCM) return { kind: 'unchanged' };
  if (format.formatTag !== WAVE_FORMAT_EXTENSIBLE || format.subFormat !== SUBTYPE_PCM)
    return { kind: 'refused', reason: STORE_AUDIO_MESSAGES.notPcm(fileName, formatInWords(format)) };
  const problem = layoutProblem(format);
  if (problem) return { kind: 'refused', reason: STORE_AUDIO_MESSAGES.extensibleLayout(fileName, problem) };
  const chunks = head.chunksBeforeData
    .filter((chunk) => chunk.id !== 'fact')
    .map((chunk) =>
      chunk.id === 'fmt ' ? pcmFormatChunk(format) : bytes.subarray(chunk.offset, chunk.offset + 8 + chunk.size + (chunk.size & 1)),
    );
  const riff = Buffer.alloc(12);
  const prefix = Buffer.concat([riff, ...chunks]);
  const sizeBytes = prefix.length + (fileSize - head.data.offset);
  if (sizeBytes - 8 > 0xffffffff) return { kind: 'refused', reason: STORE_AUDIO_MESSAGES.rf64(fileName) };
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(sizeBytes - 8, 4);
  riff.write('WAVE', 8, 'latin1');
  riff.copy(prefix, 0);
  return { kind: 'rewrap', prefix, copyFrom: head.data.offset, sizeBytes };
}
