import { createHash, type Hash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import type { FileStorage } from '../../../application/ports/file-storage.port';

/** A file made for stores from an upload, kept in storage so later deliveries and downloads read it once. */
export interface AudioRendition {
  storageKey: string;
  sha256: string;
  sizeBytes: number;
}

/** Counts and hashes what passes through it, without holding it. */
export function hashing(source: Readable): { stream: Transform; hash: Hash } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  source.on('error', (error) => stream.destroy(error));
  // A reader that stops early (a failed put, flac refusing a file) must not leave the stored file open.
  stream.on('close', () => source.destroy());
  source.pipe(stream);
  return { stream, hash };
}

/**
 * Renditions live under `deliveries/audio/`, named by the upload's SHA-256 and the format: the same upload makes the
 * same bytes, so a rendition found is reused. Its SHA-256 and size sit beside it in `<key>.json`, written after the
 * file, so a rendition whose writing was cut off has no record and is made again.
 */
export class AudioRenditions {
  constructor(private readonly storage: FileStorage) {}

  /** An upload recorded without its SHA-256 (older rows) is named by its key and size instead, never by an empty name. */
  static keyOf(source: { storageKey: string; sha256: string }, sizeBytes: number, extension: string): string {
    const name = /^[0-9a-f]{64}$/i.test(source.sha256)
      ? source.sha256.toLowerCase()
      : `key-${createHash('sha256').update(source.storageKey).digest('hex')}-${sizeBytes}`;
    return `deliveries/audio/${name}.${extension}`;
  }

  async find(key: string): Promise<AudioRendition | null> {
    const [stored, record] = await Promise.all([this.storage.stat(key), this.storage.stat(`${key}.json`)]);
    if (!stored || !record) return null;
    const parts: Buffer[] = [];
    for await (const part of await this.storage.read(`${key}.json`)) parts.push(part as Buffer);
    const saved = JSON.parse(Buffer.concat(parts).toString('utf8')) as { sha256?: unknown; sizeBytes?: unknown };
    if (typeof saved.sha256 !== 'string' || saved.sizeBytes !== stored.size) return null;
    return { storageKey: key, sha256: saved.sha256, sizeBytes: stored.size };
  }

  /** Streams `body` into storage, hashing it on the way, then records its SHA-256 and size. */
  async save(key: string, body: Readable, contentType: string, maxBytes: number): Promise<AudioRendition> {
    const { stream, hash } = hashing(body);
    const stored = await this.storage.put(key, stream, { contentType, maxBytes });
    const rendition = { storageKey: key, sha256: hash.digest('hex'), sizeBytes: stored.size };
    const record = JSON.stringify({ sha256: rendition.sha256, sizeBytes: rendition.sizeBytes });
    await this.storage.put(`${key}.json`, new TextEncoder().encode(record), { contentType: 'application/json', maxBytes: 4096 });
    return rendition;
  }
}
