import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ArchiveEntry, ArchiveStream, ArchiveWriter } from '../../application/ports/archive-writer.port';

/** yazl's end() hands the computed total to its callback (its published types leave the argument out). */
type EndWithTotal = (options: undefined, calculatedTotalSize: (bytes: number) => void) => void;

/** A stored (method 0) ZIP streamed by yazl; ZIP64 records are added on its own when an entry or the total needs them. */
export class YazlArchiveWriter implements ArchiveWriter {
  constructor(private readonly mtime: () => Date = () => new Date()) {}

  write(entries: readonly ArchiveEntry[]): ArchiveStream {
    const zip = new ZipFile();
    const body = zip.outputStream as Readable;
    // A file that cannot be opened or read fails the archive: the reader sees an error, never a short file.
    zip.on('error', (error: Error) => body.destroy(error));
    const mtime = this.mtime();
    for (const entry of entries) {
      if ('bytes' in entry) {
        zip.addBuffer(Buffer.from(entry.bytes), entry.path, { mtime, compress: false });
        continue;
      }
      zip.addReadStreamLazy(entry.path, { mtime, compress: false, size: entry.sizeBytes }, (callback) => {
        entry.open().then(
          (stream) => callback(null, stream),
          (error: unknown) => zip.emit('error', error instanceof Error ? error : new Error(String(error))),
        );
      });
    }
    let sizeBytes = -1;
    (zip.end as EndWithTotal).call(zip, undefined, (total) => {
      sizeBytes = total;
    });
    // Known during end() when every entry is stored and sized (no addFile()).
    if (sizeBytes < 0) throw new Error('The archive size could not be computed ahead');
    return { body, sizeBytes };
  }
}
