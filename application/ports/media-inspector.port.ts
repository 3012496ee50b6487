import type { Readable } from 'node:stream';
import type { ByteRange } from './file-storage.port';
import type { QualityReport, UploadKind } from './upload.repository.port';
import { AppError } from '../errors/app-error';

/** The content is not what it claims to be; the message is shown to the artist. */
export class MediaRefusedError extends AppError {
  constructor(message: string) {
    super('unsupported', message);
  }
}

export interface InspectionContext {
  /** The browser as named in the spec's WAV message ('Got: ... (Browser: ...)'). */
  browser: string;
}

export interface InspectedStream {
  /** The same bytes; fails with MediaRefusedError as soon as the content is known to be wrong. */
  body: Readable;
  /** The quality report once body has been read to its end (rejects with MediaRefusedError). */
  report(): Promise<QualityReport>;
}

/** Checks uploads by what they contain (RIFF/WAVE or RF64; JPEG SOI and header) while they stream. */
export interface MediaInspector {
  inspect(kind: UploadKind, body: Readable, context: InspectionContext): InspectedStream;
  /** Like inspect, but the bytes always flow on (a refusal only rejects report()): checks a direct PUT as it is stored. */
  observe(kind: UploadKind, body: Readable, context: InspectionContext): InspectedStream;
  /** Reads a stored object to its end and reports on it (direct uploads, checked after the PUT). */
  check(kind: UploadKind, body: Readable, context: InspectionContext): Promise<QualityReport>;
}
export const MEDIA_INSPECTOR = Symbol('MediaInspector');

export interface ClipRequest {
  startSeconds: number;
  endSeconds: number;
}

export interface CutClip {
  /** A complete 16-bit / 44.1 kHz / stereo WAV, header first. */
  body: Readable;
  size: number;
  durationSeconds: number;
}

/** Cuts a clip from a stored WAV reading only the byte ranges it needs. */
export interface AudioClipCutter {
  cut(openRange: (range: ByteRange) => Promise<Readable>, sourceSize: number, clip: ClipRequest): Promise<CutClip>;
}
export const AUDIO_CLIP_CUTTER = Symbol('AudioClipCutter');
