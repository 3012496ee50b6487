import { Readable } from 'node:stream';
import type { FileStorage } from '../../../application/ports/file-storage.port';

/** The rewrapped WAV as a stream: the new head, then the stored bytes from the `data` chunk on, read as one range. */
export function pcmFormat1Stream(storage: FileStorage, key: string, prefix: Buffer, copyFrom: number, fileSize: number): Readable {
  async function* bytes() {
    yield prefix;
    if (copyFrom < fileSize) yield* await storage.read(key, { start: copyFrom, end: fileSize - 1 });
  }
  return Readable.from(bytes(), { objectMode: false });
}
