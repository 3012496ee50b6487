import { MediaRefusedError } from '../../application/ports/media-inspector.port';
import type { AudioFacts } from '../../domain/files/media-quality';
import { MEDIA_REFUSALS } from '../../domain/files/media-quality.messages';
import { ClippingCounter } from './clipping-counter';
import { isFourCc, WavHeaderParser } from './wav-header-parser';
import type { WavLayout } from './wav-format';

/**
 * Streams a whole WAV: header, samples (clipping), then whatever follows the data chunk. Well-formed chunks
 * inside the declared RIFF size after the data (LIST, id3) are metadata; anything else there is trailing data.
 */
export class WavInspection {
  private readonly header = new WavHeaderParser();
  private clipping: ClippingCounter | null = null;
  private dataRemaining = 0;
  private total = 0;
  private afterData = Buffer.alloc(0);
  private afterDataStart = 0;
  private afterDataBytes = 0;

  push(chunk: Buffer): void {
    this.total += chunk.length;
    let rest = chunk;
    if (!this.header.layout) {
      const used = this.header.push(chunk);
      rest = chunk.subarray(used);
      if (!this.header.layout) return;
      if (!this.clipping) this.startData(this.header.layout);
    }
    if (this.dataRemaining > 0 && rest.length > 0) {
      const samples = rest.subarray(0, Math.min(rest.length, this.dataRemaining));
      this.clipping!.push(samples);
      this.dataRemaining -= samples.length;
      rest = rest.subarray(samples.length);
    }
    if (rest.length > 0) this.collectAfterData(rest);
  }

  finish(): AudioFacts {
    const layout = this.header.layout;
    if (!layout) return this.header.finishWithoutData();
    if (this.dataRemaining > 0) {
      throw new MediaRefusedError(
        MEDIA_REFUSALS.malformedWav(`the data chunk declares ${layout.dataSize} bytes but the file ends ${this.dataRemaining} bytes early`),
      );
    }
    const { format } = layout;
    return {
      container: format.container,
      formatCode: format.formatCode,
      subFormatCode: format.subFormatCode,
      bitDepth: format.bitDepth,
      sampleRate: format.sampleRate,
      channels: format.channels,
      durationSeconds: Math.round((layout.dataSize / format.blockAlign / format.sampleRate) * 1000) / 1000,
      trailingBytes: this.trailingBytes(layout),
      clippedSamples: this.clipping?.count ?? 0,
    };
  }

  private startData(layout: WavLayout): void {
    this.clipping = new ClippingCounter(layout.format);
    this.dataRemaining = layout.dataSize;
    this.afterDataStart = layout.dataOffset + layout.dataSize + (layout.dataSize % 2);
  }

  /** Keeps only the first 64 KiB after the data for the chunk walk; counts the rest. */
  private collectAfterData(bytes: Buffer): void {
    this.afterDataBytes += bytes.length;
    if (this.afterData.length < 65536) this.afterData = Buffer.concat([this.afterData, bytes.subarray(0, 65536 - this.afterData.length)]);
  }

  private trailingBytes(layout: WavLayout): number {
    const padByte = layout.dataSize % 2;
    const riffEnd = Math.min(layout.declaredFileSize, this.total);
    let offset = padByte;
    let position = this.afterDataStart;
    const tail = this.afterData;
    while (offset + 8 <= tail.length && isFourCc(tail, offset)) {
      const size = tail.readUInt32LE(offset + 4);
      const end = position + 8 + size + (size % 2);
      if (end > riffEnd) break;
      offset += 8 + size + (size % 2);
      position = end;
    }
    return Math.max(0, this.total - Math.max(position, layout.dataOffset + layout.dataSize));
  }
}
