import { Transform } from 'node:stream';
import { StorageLimitExceededError } from '../../application/ports/file-storage.port';

/** Counts bytes as they pass and fails the stream the moment more than maxBytes went by. */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes: number) {
    super({ highWaterMark: 1024 * 1024 });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null, data?: Buffer) => void): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(new StorageLimitExceededError(this.maxBytes));
    callback(null, chunk);
  }
}
