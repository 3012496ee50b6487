import { type Readable, Transform, type TransformCallback, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type InspectedStream,
  type InspectionContext,
  type MediaInspector,
  MediaRefusedError,
} from '../../application/ports/media-inspector.port';
import type { QualityReport, UploadKind } from '../../application/ports/upload.repository.port';
import { FILE_MESSAGES } from '../../domain/files/files.messages';
import { artworkQualityWarnings, audioQualityWarnings, hex16 } from '../../domain/files/media-quality';
import { JpegInspection, NotJpegError } from './jpeg-inspection';
import { sniffType } from './sniff-type';
import { WavInspection } from './wav-inspection';
import { NotRiffWaveError } from './wav-header-parser';

const STREAM_HWM = 1024 * 1024;

/** Inspects as the bytes stream through a Transform: nothing is buffered beyond a header. */
export class StreamingMediaInspector implements MediaInspector {
  async check(kind: UploadKind, body: Readable, context: InspectionContext): Promise<QualityReport> {
    const inspected = this.inspect(kind, body, context);
    await pipeline(inspected.body, new Writable({ highWaterMark: STREAM_HWM, write: (_chunk, _encoding, callback) => callback() }));
    return inspected.report();
  }

  inspect(kind: UploadKind, body: Readable, context: InspectionContext): InspectedStream {
    return this.tap(kind, body, context, true);
  }

  observe(kind: UploadKind, body: Readable, context: InspectionContext): InspectedStream {
    return this.tap(kind, body, context, false);
  }

  private tap(kind: UploadKind, body: Readable, context: InspectionContext, failStream: boolean): InspectedStream {
    const inspection = kind === 'audio' ? new WavInspection() : new JpegInspection();
    let head = Buffer.alloc(0);
    let settle: { resolve: (r: QualityReport) => void; reject: (e: Error) => void };
    const report = new Promise<QualityReport>((resolve, reject) => (settle = { resolve, reject }));
    report.catch(() => undefined);
    const explain = (error: unknown): Error => {
      if (error instanceof NotRiffWaveError) return new MediaRefusedError(FILE_MESSAGES.invalidWav(sniffType(head), context.browser));
      if (error instanceof NotJpegError) return new MediaRefusedError(FILE_MESSAGES.invalidJpeg);
      return error instanceof Error ? error : new Error(String(error));
    };
    let refused = false;
    const refuse = (error: unknown, callback: TransformCallback, chunk?: Buffer) => {
      const explained = explain(error);
      refused = true;
      settle.reject(explained);
      // observe(): the bytes keep flowing to storage; only the report carries the refusal.
      if (failStream) callback(explained);
      else callback(null, chunk);
    };
    const tap = new Transform({
      highWaterMark: STREAM_HWM,
      transform(chunk: Buffer, _encoding, callback) {
        if (refused) return callback(null, chunk);
        try {
          if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16)]);
          inspection.push(chunk);
          callback(null, chunk);
        } catch (error) {
          refuse(error, callback, chunk);
        }
      },
      flush(callback) {
        if (refused) return callback();
        try {
          settle.resolve(buildReport(kind, inspection));
          callback();
        } catch (error) {
          refuse(error, callback);
        }
      },
    });
    body.on('error', (error) => {
      settle.reject(error);
      tap.destroy(error);
    });
    tap.on('error', (error) => settle.reject(error));
    body.pipe(tap);
    return { body: tap, report: () => report };
  }
}

function buildReport(kind: UploadKind, inspection: WavInspection | JpegInspection): QualityReport {
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
