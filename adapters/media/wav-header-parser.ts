import { MediaRefusedError } from '../../application/ports/media-inspector.port';
import { MEDIA_REFUSALS } from '../../domain/files/media-quality.messages';
import { EXTENSIBLE_FORMAT, type WavFormat, type WavLayout } from './wav-format';

const refuse = (reason: string) => new MediaRefusedError(MEDIA_REFUSALS.malformedWav(reason));
const UINT32_MAX = 0xffffffff;
// PCM 8/16/24/32 and float 32/64: anything else is no WAV a studio exports, however consistent its header.
const DECODABLE_BIT_DEPTHS: readonly number[] = [8, 16, 24, 32, 64];

/** The first 12 bytes are not RIFF/RF64 ... WAVE: the file is some other type (the spec's type message). */
export class NotRiffWaveError extends MediaRefusedError {
  constructor() {
    super('not a RIFF/WAVE file');
  }
}

export function isFourCc(buffer: Buffer, offset: number): boolean {
  for (let i = offset; i < offset + 4; i++) if (buffer[i] < 0x20 || buffer[i] > 0x7e) return false;
  return true;
}

/**
 * Walks RIFF/RF64 chunks fed in pieces until the data chunk starts. Holds at most one small chunk (fmt,
 * ds64) in memory; other chunks before the data are skipped as they stream by.
 */
export class WavHeaderParser {
  private pending = Buffer.alloc(0);
  private position = 0;
  private skipRemaining = 0;
  private container: 'RIFF' | 'RF64' | null = null;
  private declaredFileSize = 0;
  private ds64DataSize: number | null = null;
  private format: WavFormat | null = null;
  layout: WavLayout | null = null;

  /** Feeds bytes; returns how many of them belong to the header (the rest are sample data onwards). */
  push(chunk: Buffer): number {
    let used = 0;
    while (!this.layout && used < chunk.length) {
      if (this.skipRemaining > 0) {
        const skip = Math.min(this.skipRemaining, chunk.length - used);
        this.skipRemaining -= skip;
        used += skip;
        this.position += skip;
        continue;
      }
      if (this.bodyWanted) {
        const take = Math.min(chunk.length - used, this.bodyWanted.padded - this.body.length);
        this.body = Buffer.concat([this.body, chunk.subarray(used, used + take)]);
        used += take;
        this.position += take;
        if (this.body.length === this.bodyWanted.padded) this.finishBody();
        continue;
      }
      const need = this.container ? 8 : 12;
      const take = Math.min(chunk.length - used, need - this.pending.length);
      this.pending = Buffer.concat([this.pending, chunk.subarray(used, used + take)]);
      used += take;
      this.position += take;
      if (this.pending.length < need) continue;
      const header = this.pending;
      this.pending = Buffer.alloc(0);
      if (!this.container) this.readRiffHeader(header);
      else this.bodyWanted = this.readChunkHeader(header);
    }
    return used;
  }

  /** Called at end of input when the data chunk was never reached. */
  finishWithoutData(): never {
    if (!this.container) throw new NotRiffWaveError();
    if (!this.format) throw refuse('no fmt chunk before the data');
    throw refuse('no data chunk');
  }

  private bodyWanted: { id: string; size: number; padded: number } | null = null;
  private body = Buffer.alloc(0);

  private finishBody(): void {
    const wanted = this.bodyWanted!;
    const body = this.body.subarray(0, wanted.size);
    if (wanted.id === 'fmt ') this.format = this.readFmt(body);
    else this.readDs64(body);
    this.bodyWanted = null;
    this.body = Buffer.alloc(0);
  }

  private readRiffHeader(header: Buffer): void {
    const id = header.toString('latin1', 0, 4);
    if ((id !== 'RIFF' && id !== 'RF64') || header.toString('latin1', 8, 12) !== 'WAVE') throw new NotRiffWaveError();
    this.container = id;
    this.declaredFileSize = header.readUInt32LE(4) + 8;
  }

  private readChunkHeader(header: Buffer): { id: string; size: number; padded: number } | null {
    if (!isFourCc(header, 0)) throw refuse(`unreadable chunk at byte ${this.position - 8}`);
    const id = header.toString('latin1', 0, 4);
    let size = header.readUInt32LE(4);
    if (id === 'data') {
      if (!this.format) throw refuse('the data chunk comes before the fmt chunk');
      if (this.container === 'RF64' && size === UINT32_MAX) {
        if (this.ds64DataSize === null) throw refuse('RF64 file without a ds64 chunk');
        size = this.ds64DataSize;
      }
      this.layout = { format: this.format, dataOffset: this.position, dataSize: size, declaredFileSize: this.declaredFileSize };
      return null;
    }
    const padded = size + (size % 2);
    if (id === 'fmt ' || id === 'ds64') {
      if (size > 4096) throw refuse(`the ${id.trim()} chunk is ${size} bytes long`);
      if (size < 16) throw refuse(`the ${id.trim()} chunk is too short`);
      return { id, size, padded };
    }
    this.skipRemaining = padded;
    return null;
  }

  private readFmt(body: Buffer): WavFormat {
    if (body.length < 16) throw refuse('the fmt chunk is too short');
    const formatCode = body.readUInt16LE(0);
    const channels = body.readUInt16LE(2);
    const sampleRate = body.readUInt32LE(4);
    const blockAlign = body.readUInt16LE(12);
    const bitDepth = body.readUInt16LE(14);
    let subFormatCode: number | null = null;
    if (formatCode === EXTENSIBLE_FORMAT) {
      if (body.length < 40) throw refuse('the WAVE_FORMAT_EXTENSIBLE fmt chunk is too short');
      subFormatCode = body.readUInt16LE(24);
    }
    if (channels === 0 || sampleRate === 0 || bitDepth === 0) throw refuse('the fmt chunk declares no channels, rate or bit depth');
    if (!DECODABLE_BIT_DEPTHS.includes(bitDepth)) throw refuse(`the fmt chunk declares a bit depth of ${bitDepth}`);
    if (blockAlign !== channels * Math.ceil(bitDepth / 8))
      throw refuse('the fmt chunk block alignment does not match its channels and bit depth');
    return { container: this.container!, formatCode, subFormatCode, channels, sampleRate, blockAlign, bitDepth };
  }

  private readDs64(body: Buffer): void {
    if (body.length < 24) throw refuse('the ds64 chunk is too short');
    this.declaredFileSize = Number(body.readBigUInt64LE(0)) + 8;
    this.ds64DataSize = Number(body.readBigUInt64LE(8));
  }
}
