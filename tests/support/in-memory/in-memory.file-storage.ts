import { createHmac, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { assertSafeKey } from '../../../adapters/file-storage/storage-key';
import {
  type ByteRange,
  type DirectUploadRequest,
  type DirectUploadTarget,
  type FileStorage,
  type PutOptions,
  type StoredObject,
  StorageLimitExceededError,
  StorageNotFoundError,
} from '../../../application/ports/file-storage.port';

interface MemoryObject {
  bytes: Buffer;
  contentType: string;
}

async function bytesOf(body: Readable | Uint8Array, maxBytes: number): Promise<Buffer> {
  if (!(body instanceof Readable)) {
    if (body.length > maxBytes) throw new StorageLimitExceededError(maxBytes);
    return Buffer.from(body);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Uint8Array).length;
    if (size > maxBytes) {
      body.destroy();
      throw new StorageLimitExceededError(maxBytes);
    }
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/**
 * Objects in a Map, under the FileStorage port suite the real adapters run: safe keys, byte limits, ranges, and
 * direct uploads to signed, expiring memory:// URLs that `receiveDirect` checks as an object store would.
 * `putDirect` plays a browser's PUT that needs no checking.
 */
export class InMemoryFileStorage implements FileStorage {
  readonly adapterName = 'memory';
  readonly bucketName = 'memory';
  readonly objects = new Map<string, Buffer>();
  private readonly types = new Map<string, string>();
  private readonly secret = randomBytes(16);

  constructor(private readonly now: () => number = Date.now) {}

  async put(key: string, body: Readable | Uint8Array, options: PutOptions): Promise<StoredObject> {
    assertSafeKey(key);
    const bytes = await bytesOf(body, options.maxBytes);
    this.store(key, { bytes, contentType: options.contentType });
    return { key, size: bytes.length, contentType: options.contentType };
  }

  async createDirectUpload(key: string, request: DirectUploadRequest): Promise<DirectUploadTarget> {
    assertSafeKey(key);
    const expires = this.now() + request.expiresInSeconds * 1000;
    const query = `size=${request.size}&type=${encodeURIComponent(request.contentType)}&expires=${expires}`;
    return {
      url: `memory://${key}?${query}&sig=${this.sign(key, query)}`,
      method: 'PUT',
      headers: { 'Content-Type': request.contentType },
      expiresAt: new Date(expires),
    };
  }

  /** A browser's PUT to a direct-upload URL: 403 for a bad signature or an expired URL, 400 for a wrong length. */
  receiveDirect(url: string, body: Buffer): number {
    const parsed = /^memory:\/\/([^?]+)\?(size=(\d+)&type=([^&]*)&expires=(\d+))&sig=([0-9a-f]+)$/.exec(url);
    if (!parsed || this.sign(parsed[1], parsed[2]) !== parsed[6] || Number(parsed[5]) < this.now()) return 403;
    if (body.length !== Number(parsed[3])) return 400;
    this.store(parsed[1], { bytes: Buffer.from(body), contentType: decodeURIComponent(parsed[4]) });
    return 200;
  }

  putDirect(key: string, bytes: Buffer): void {
    this.store(key, { bytes, contentType: 'application/octet-stream' });
  }

  async finalize(stagingKey: string, key: string): Promise<StoredObject | null> {
    const found = this.find(stagingKey);
    if (!found) return null;
    await this.delete(stagingKey);
    this.store(key, found);
    return { key, size: found.bytes.length, contentType: found.contentType };
  }

  async stat(key: string): Promise<StoredObject | null> {
    const found = this.find(key);
    return found ? { key, size: found.bytes.length, contentType: found.contentType } : null;
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const found = this.find(key);
    if (!found) throw new StorageNotFoundError(key);
    return Readable.from([range ? found.bytes.subarray(range.start, range.end + 1) : found.bytes]);
  }

  async delete(key: string): Promise<void> {
    this.objects.delete(key);
    this.types.delete(key);
  }

  async list(prefix: string): Promise<string[]> {
    return [...this.objects.keys()].filter((key) => key.startsWith(prefix)).sort();
  }

  private store(key: string, object: MemoryObject): void {
    this.objects.set(key, object.bytes);
    this.types.set(key, object.contentType);
  }

  private find(key: string): MemoryObject | undefined {
    const bytes = this.objects.get(key);
    return bytes && { bytes, contentType: this.types.get(key) ?? 'application/octet-stream' };
  }

  private sign(key: string, query: string): string {
    return createHmac('sha256', this.secret).update(`${key}?${query}`).digest('hex');
  }
}
