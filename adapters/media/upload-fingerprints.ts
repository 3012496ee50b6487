import { createHash, type Hash } from 'node:crypto';
import { PassThrough, type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../application/ports/file-storage.port';
import type { MediaInspector } from '../../application/ports/media-inspector.port';
import type { UploadFingerprint } from '../../application/ports/resumable-staging.port';
import type { QualityReport, UploadKind } from '../../application/ports/upload.repository.port';

interface Running {
  /** Bytes seen so far: a write continues this fingerprint only when it starts exactly here. */
  offset: number;
  /** SHA-256 of the bytes seen so far, fed on this thread: with SHA-NI it costs less than handing copies to a worker. */
  hash: Hash;
  feed: PassThrough;
  report: Promise<QualityReport>;
}

/**
 * Hashes and inspects a resumable upload's bytes while its PATCH requests stream them in, so completion need
 * not read 200 MB again. A fingerprint survives only an unbroken run of writes in this process; after a cut
 * connection, a restart or a write on another instance, completion reads the stored bytes instead (fromStorage).
 */
export class UploadFingerprints {
  private readonly running = new Map<string, Running>();

  constructor(
    private readonly inspector: MediaInspector,
    private readonly storage: FileStorage,
  ) {}

  begin(uploadId: string, kind: UploadKind, browser: string): void {
    const feed = new PassThrough({ highWaterMark: 1024 * 1024 });
    const observed = this.inspector.observe(kind, feed, { browser });
    observed.body.resume();
    const report = observed.report();
    report.catch(() => undefined);
    this.running.set(uploadId, { offset: 0, hash: createHash('sha256'), feed, report });
  }

  /** The bytes of one write, passed on unchanged; they join the fingerprint when they continue it. */
  tap(uploadId: string, offset: number, body: Readable): Readable {
    const run = this.running.get(uploadId);
    if (!run || run.offset !== offset) {
      this.drop(uploadId);
      return body;
    }
    const tee = new Transform({
      highWaterMark: 1024 * 1024,
      transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
        run.offset += chunk.length;
        run.hash.update(chunk);
        if (run.feed.write(chunk)) callback(null, chunk);
        else run.feed.once('drain', () => callback(null, chunk));
      },
    });
    body.on('error', (error) => tee.destroy(error));
    return body.pipe(tee);
  }

  /** After a write: the store's offset must match what the fingerprint saw, or it is no longer trusted. */
  settle(uploadId: string, storedOffset: number | null): void {
    const run = this.running.get(uploadId);
    if (run && run.offset !== storedOffset) this.drop(uploadId);
  }

  /** The complete file's fingerprint, from the stream when unbroken, else by reading it back from storage. */
  async complete(uploadId: string, kind: UploadKind, storageKey: string, size: number, browser: string): Promise<UploadFingerprint> {
    const run = this.running.get(uploadId);
    this.running.delete(uploadId);
    if (run && run.offset === size) {
      run.feed.end();
      return { quality: await run.report, sha256: run.hash.digest('hex') };
    }
    run?.feed.destroy();
    return this.fromStorage(kind, storageKey, browser);
  }

  drop(uploadId: string): void {
    const run = this.running.get(uploadId);
    if (!run) return;
    run.feed.destroy();
    this.running.delete(uploadId);
  }

  async close(): Promise<void> {
    for (const uploadId of [...this.running.keys()]) this.drop(uploadId);
  }

  private async fromStorage(kind: UploadKind, storageKey: string, browser: string): Promise<UploadFingerprint> {
    const hash = createHash('sha256');
    const hashing = new Transform({
      highWaterMark: 1024 * 1024,
      transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    const source = await this.storage.read(storageKey);
    const checked = this.inspector.check(kind, hashing, { browser });
    const [quality] = await Promise.all([checked, pipeline(source, hashing).catch(() => undefined)]);
    return { quality, sha256: hash.digest('hex') };
  }
}
