import { type InspectionContext, MediaRefusedError } from '../../application/ports/media-inspector.port';
import type { QualityReport, UploadKind } from '../../application/ports/upload.repository.port';
import { FILE_MESSAGES } from '../../domain/files/files.messages';
import { artworkQualityWarnings, audioQualityWarnings, hex16 } from '../../domain/files/media-quality';
import { JpegInspection, NotJpegError } from './jpeg-inspection';
import { sniffType } from './sniff-type';
import { WavInspection } from './wav-inspection';
import { NotRiffWaveError } from './wav-header-parser';

/**
 * One file's content check fed its bytes in order, synchronously: the kind's inspection, its quality report,
 * and a refusal worded as the artist reads it. Keeps no reference to a pushed chunk, so callers may reuse it.
 */
export class MediaInspection {
  private readonly inspection: WavInspection | JpegInspection;
  private head = Buffer.alloc(0);
  private refusal: Error | null = null;

  constructor(
    private readonly kind: UploadKind,
    private readonly context: InspectionContext,
  ) {
    this.inspection = kind === 'audio' ? new WavInspection() : new JpegInspection();
  }

  /** The refusal, once the content is known to be wrong (later bytes are ignored). */
  get refused(): Error | null {
    return this.refusal;
  }

  /** Feeds the next bytes; answers false once the content is refused. */
  push(chunk: Buffer): boolean {
    if (this.refusal) return false;
    try {
      if (this.head.length < 16) this.head = Buffer.concat([this.head, chunk.subarray(0, 16)]);
      this.inspection.push(chunk);
      return true;
    } catch (error) {
      this.refusal = this.explain(error);
      return false;
    }
  }

  /** The quality report after the last byte; throws the refusal. */
  report(): QualityReport {
    if (this.refusal) throw this.refusal;
    try {
      return this.build();
    } catch (error) {
      throw (this.refusal = this.explain(error));
    }
  }

  private explain(error: unknown): Error {
    if (error instanceof NotRiffWaveError)
      return new MediaRefusedError(FILE_MESSAGES.invalidWav(sniffType(this.head), this.context.browser));
    if (error instanceof NotJpegError) return new MediaRefusedError(FILE_MESSAGES.invalidJpeg);
    return error instanceof Error ? error : new Error(String(error));
  }

  private build(): QualityReport {
    const { kind, inspection } = this;
    if (inspection instanceof WavInspection) {
      const facts = inspection.finish();
      return {
        kind,
        facts: {
          ...facts,
          formatCode: hex16(facts.formatCode),
          subFormatCode: facts.subFormatCode === null ? null : hex16(facts.subFormatCode),
        },
        warnings: audioQualityWarnings(facts),
      };
    }
    const facts = inspection.finish();
    return { kind, facts: { ...facts, square: facts.width === facts.height }, warnings: artworkQualityWarnings(facts) };
  }
}
