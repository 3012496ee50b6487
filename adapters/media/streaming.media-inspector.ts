import { type Readable, Transform, type TransformCallback, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { InspectedStream, InspectionContext, MediaInspector } from '../../application/ports/media-inspector.port';
import type { QualityReport, UploadKind } from '../../application/ports/upload.repository.port';
import { MediaInspection } from './media-inspection';

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
    const inspection = new MediaInspection(kind, context);
    let settle: { resolve: (r: QualityReport) => void; reject: (e: Error) => void };
    const report = new Promise<QualityReport>((resolve, reject) => (settle = { resolve, reject }));
    report.catch(() => undefined);
    let refused = false;
    const refuse = (cause: unknown, callback: TransformCallback, chunk?: Buffer) => {
      const error = cause instanceof Error ? cause : new Error(String(cause));
      refused = true;
      settle.reject(error);
      // observe(): the bytes keep flowing to storage; only the report carries the refusal.
      if (failStream) callback(error);
      else callback(null, chunk);
    };
    const tap = new Transform({
      highWaterMark: STREAM_HWM,
      transform(chunk: Buffer, _encoding, callback) {
        if (refused) return callback(null, chunk);
        if (!inspection.push(chunk)) return refuse(inspection.refused!, callback, chunk);
        callback(null, chunk);
      },
      flush(callback) {
        if (refused) return callback();
        try {
          settle.resolve(inspection.report());
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
