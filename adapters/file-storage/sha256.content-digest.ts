import { createHash } from 'node:crypto';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import type { ContentDigest, DigestedStream } from '../../application/ports/content-digest.port';
import type { FileStorage } from '../../application/ports/file-storage.port';
import type { ContentSummary } from '../../domain/files/stored-content';

/**
 * node:crypto's SHA-256 over a stream, or over a stored object read back through the FileStorage adapter. A storage
 * that writes the bytes itself (`writesItself`: the local disk, fsynced) is not read back when the hash is known.
 */
export class Sha256ContentDigest implements ContentDigest {
  constructor(
    private readonly storage: FileStorage,
    private readonly writesItself = false,
  ) {}

  tap(source: Readable): DigestedStream {
    const hash = createHash('sha256');
    let size = 0;
    let resolveDone: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (resolveDone = resolve));
    const body = new Transform({
      highWaterMark: 1024 * 1024,
      transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
      flush(callback: TransformCallback) {
        resolveDone();
        callback();
      },
    });
    // As if the consumer read `source` itself: its errors reach the consumer, and a consumer that stops destroys it.
    source.on('error', (error) => body.destroy(error));
    body.on('error', () => undefined);
    body.on('close', () => {
      if (!source.readableEnded) source.destroy();
    });
    source.pipe(body);
    return { body, summary: () => done.then(() => ({ size, sha256: hash.digest('hex') })) };
  }

  async ofStored(key: string, sent?: ContentSummary): Promise<{ size: number; sha256: string }> {
    if (this.writesItself && sent?.sha256) {
      const stat = await this.storage.stat(key);
      return { size: stat?.size ?? -1, sha256: sent.sha256 };
    }
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of await this.storage.read(key)) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    return { size, sha256: hash.digest('hex') };
  }
}
