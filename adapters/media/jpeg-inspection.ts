import { MediaRefusedError } from '../../application/ports/media-inspector.port';
import { type ArtworkFacts, ARTWORK_MAX_SIDE_PX, type ColourSpace, isOversizedImage } from '../../domain/files/media-quality';
import { MEDIA_REFUSALS } from '../../domain/files/media-quality.messages';

const refuse = (reason: string) => new MediaRefusedError(MEDIA_REFUSALS.malformedJpeg(reason));
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const MAX_HEADER_BYTES = 4 * 1024 * 1024;

/** The first bytes are not a JPEG SOI marker: some other file type (the spec's JPEG message). */
export class NotJpegError extends MediaRefusedError {
  constructor() {
    super('not a JPEG file');
  }
}

/**
 * Reads JPEG marker segments up to the first scan (SOS) without decoding any pixel: dimensions from the SOF
 * segment (refused when oversized), colour space from the component count, the Adobe APP14 transform and an
 * ICC profile (APP2). The compressed data after SOS only streams by; the last two bytes must be EOI.
 */
export class JpegInspection {
  /** Header bytes not walked yet (at most one marker segment, ≤ 64 KiB, plus a chunk). */
  private header: Buffer = Buffer.alloc(0);
  private consumed = 0;
  private sawSoi = false;
  private headerDone = false;
  private lastTwo: Buffer = Buffer.alloc(0);
  private width = 0;
  private height = 0;
  private components = 0;
  private iccSpace: string | null = null;
  private iccIsSrgb = false;

  push(chunk: Buffer): void {
    if (chunk.length >= 2) this.lastTwo = Buffer.from(chunk.subarray(chunk.length - 2));
    else if (chunk.length === 1) this.lastTwo = Buffer.from([this.lastTwo[this.lastTwo.length - 1] ?? 0, chunk[0]]);
    if (this.headerDone) return;
    const take = chunk.subarray(0, MAX_HEADER_BYTES - this.consumed - this.header.length + 1);
    this.header = this.header.length === 0 ? take : Buffer.concat([this.header, take]);
    if (!this.sawSoi && this.header.length >= 3) {
      if (!(this.header[0] === 0xff && this.header[1] === 0xd8 && this.header[2] === 0xff)) throw new NotJpegError();
      this.sawSoi = true;
      this.drop(2);
    }
    if (this.sawSoi) this.walk();
    // Up to two bytes wait here for the SOI check: a copy, as the chunk they came from may be reused.
    else this.header = Buffer.from(this.header);
    if (!this.headerDone && this.consumed + this.header.length > MAX_HEADER_BYTES) throw refuse('no image data in the first 4 MB');
  }

  finish(): ArtworkFacts {
    if (!this.sawSoi) throw new NotJpegError();
    if (!this.headerDone) throw refuse('the file ends before the image data');
    const complete = this.lastTwo.length === 2 && this.lastTwo[0] === 0xff && this.lastTwo[1] === 0xd9;
    return { width: this.width, height: this.height, colourSpace: this.colourSpace(), complete };
  }

  /** Reads whole marker segments off the front of the buffer; a segment split across chunks waits for the rest. */
  private walk(): void {
    const h = this.header;
    let offset = 0;
    while (offset + 4 <= h.length) {
      if (h[offset] !== 0xff) throw refuse(`unexpected byte at ${this.consumed + offset}`);
      const marker = h[offset + 1];
      if (marker === 0xff) {
        offset += 1;
        continue;
      }
      const length = h.readUInt16BE(offset + 2);
      if (length < 2) throw refuse(`bad segment length at ${this.consumed + offset}`);
      if (offset + 2 + length > h.length) break;
      const segment = h.subarray(offset + 4, offset + 2 + length);
      if (SOF_MARKERS.has(marker)) this.readFrame(segment);
      else if (marker === 0xe2 && segment.toString('latin1', 0, 11) === 'ICC_PROFILE') this.readIcc(segment.subarray(14));
      else if (marker === 0xda) {
        if (!this.width) throw refuse('image data before the frame header');
        this.headerDone = true;
        this.header = Buffer.alloc(0);
        return;
      }
      offset += 2 + length;
    }
    this.drop(offset);
  }

  /** Forgets bytes already walked (kept as a copy: the chunk they came from may be reused by the stream). */
  private drop(bytes: number): void {
    this.consumed += bytes;
    this.header = Buffer.from(this.header.subarray(bytes));
  }

  private readFrame(segment: Buffer): void {
    if (segment.length < 6) throw refuse('short frame header');
    this.height = segment.readUInt16BE(1);
    this.width = segment.readUInt16BE(3);
    this.components = segment[5];
    if (this.width === 0 || this.height === 0) throw refuse('zero image dimensions');
    if (isOversizedImage(this.width, this.height))
      throw new MediaRefusedError(MEDIA_REFUSALS.oversizedImage(this.width, this.height, ARTWORK_MAX_SIDE_PX));
  }

  private readIcc(profile: Buffer): void {
    if (profile.length >= 20 && this.iccSpace === null) this.iccSpace = profile.toString('latin1', 16, 20).trim();
    if (profile.toString('latin1').includes('sRGB')) this.iccIsSrgb = true;
  }

  private colourSpace(): ColourSpace {
    if (this.components === 1) return 'Grayscale';
    // Four components are CMYK whether stored as such or YCCK-encoded (Adobe transform 2).
    if (this.components === 4) return 'CMYK';
    if (this.components !== 3) return 'Unknown';
    if (this.iccSpace === 'CMYK') return 'CMYK';
    if (this.iccSpace === 'GRAY') return 'Grayscale';
    // A 3-component JPEG without an ICC profile is sRGB by the JFIF convention.
    return this.iccSpace === null || this.iccIsSrgb ? 'sRGB' : 'RGB (other profile)';
  }
}
