import { createHash } from 'node:crypto';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../application/ports/file-storage.port';
import type { MediaInspector } from '../../application/ports/media-inspector.port';
import type { UploadFingerprint } from '../../application/ports/resumable-staging.port';
import type { UploadKind } from '../../application/ports/upload.repository.port';
import { FingerprintThread } from './fingerprint-thread';

/** Bytes seen so far: a write continues an upload's fingerprint only when it starts exactly here. */
interface Running {
  offset: number;
}

/**
 * Hashes and inspects a resumable upload's bytes while its PATCH requests stream them in (on a worker thread,
 * so the request's thread is not held up), so completion need not read 200 MB again. A fingerprint survives
 * only an unbroken run of writes in this process; after a cut connection, a restart or a write on another
 * instance, completion reads the stored bytes instead (fromStorage).
 */
export class UploadFingerprints {
  private readonly running = new Map<string, Running>();
  private readonly thread = new FingerprintThread();

  constructor(
    private readonly inspector: MediaInspector,
    private readonly storage: FileStorage,
  ) {}

  begin(uploadId: string, kind: UploadKind, browser: string): void {
    this.running.set(uploadId, { offset: 0 });
    this.thread.begin(uploadId, kind, browser);
  }

  /** The bytes of one write, passed on unchanged; they join the fingerprint when they continue it. */
  tap(uploadId: string, offset: number, body: Readable): Readable {
    const run = this.running.get(uploadId);
    if (!run || run.offset !== offset) {
      this.drop(uploadId);
      return body;
    }
    const thread = this.thread;
    const tee = new Transform({
      highWaterMark: 1024 * 1024,
      transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
        run.offset += chunk.length;
        // Passed on at once: only the next chunk waits when the fingerprint thread is behind.
        this.push(chunk);
        if (thread.add(uploadId, chunk)) callback();
        else thread.room().then(() => callback(), callback);
      },
      flush(callback: TransformCallback) {
        thread.flush(uploadId);
        callback();
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
      const streamed = await this.thread.finish(uploadId);
      if (streamed) return streamed;
    } else this.thread.drop(uploadId);
    return this.fromStorage(kind, storageKey, browser);
  }

  drop(uploadId: string): void {
    this.running.delete(uploadId);
    this.thread.drop(uploadId);
  }

  async close(): Promise<void> {
    this.running.clear();
    await this.thread.close();
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
