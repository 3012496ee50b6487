import { createHash } from 'node:crypto';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export interface ZipEntrySummary {
  path: string;
  sizeBytes: number;
  sha256: string;
  /** 0 stored, 8 deflated. */
  compressionMethod: number;
  /** The bytes of small text entries (XML, CSV), for reading them back. */
  text?: string;
}

const TEXT_ENTRY = /\.(xml|csv)$/;

/** Every entry of a ZIP with the SHA-256 of its content, read by yauzl (CRC-checked) one entry at a time. */
export async function zipEntries(source: Buffer | string): Promise<ZipEntrySummary[]> {
  const zip = await new Promise<ZipFile>((resolve, reject) => {
    const done = (error: Error | null, file?: ZipFile) => (error || !file ? reject(error ?? new Error('no zip')) : resolve(file));
    if (typeof source === 'string') yauzl.open(source, { lazyEntries: true }, done);
    else yauzl.fromBuffer(source, { lazyEntries: true }, done);
  });
  const entries: ZipEntrySummary[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error ?? new Error('no stream'));
        const hash = createHash('sha256');
        const kept: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          if (TEXT_ENTRY.test(entry.fileName)) kept.push(chunk);
        });
        stream.on('error', reject);
        stream.on('end', () => {
          entries.push({
            path: entry.fileName,
            sizeBytes: entry.uncompressedSize,
            sha256: hash.digest('hex'),
            compressionMethod: entry.compressionMethod,
            ...(kept.length ? { text: Buffer.concat(kept).toString('utf8') } : {}),
          });
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return entries;
}
