import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type ByteRange,
  type DirectUploadRequest,
  type DirectUploadTarget,
  type FileStorage,
  type PutOptions,
  type StoredObject,
  StorageNotFoundError,
  type UploadFolderStructure,
} from '../../application/ports/file-storage.port';
import { ByteLimit } from './byte-limit';
import { DirectUploadToken } from './direct-upload-token';
import { assertSafeKey, folderPrefix } from './storage-key';

export const LOCAL_DIRECT_UPLOAD_PATH = '/api/cloud-storage/direct-upload';
const PARTIAL = '.partial-';

export class DirectUploadRejectedError extends Error {
  constructor(readonly reason: 'invalid' | 'expired' | 'length') {
    super(
      reason === 'expired'
        ? 'The upload URL has expired'
        : reason === 'length'
          ? 'The uploaded file is shorter than the size given for the upload URL'
          : 'The upload URL is not valid',
    );
    this.name = 'DirectUploadRejectedError';
  }
}

/** Files under a root folder (default ./data/files); direct uploads PUT to a signed URL on our own API. */
export class LocalFileStorage implements FileStorage {
  readonly adapterName = 'local';
  readonly bucketName = 'local';
  readonly tokens: DirectUploadToken;
  private readonly root: string;

  constructor(root: string, signingSecret: string) {
    this.root = path.resolve(root);
    this.tokens = new DirectUploadToken(signingSecret);
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<StoredObject> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}${PARTIAL}${randomUUID()}`;
    const limit = new ByteLimit(options.maxBytes);
    try {
      await pipeline(body, limit, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { key, size: limit.bytes, contentType: options.contentType };
  }

  async createDirectUpload(key: string, request: DirectUploadRequest): Promise<DirectUploadTarget> {
    assertSafeKey(key);
    const expiresAt = new Date(Date.now() + request.expiresInSeconds * 1000);
    const token = this.tokens.sign({ key, contentType: request.contentType, size: request.size, exp: expiresAt.getTime() });
    return { url: `${LOCAL_DIRECT_UPLOAD_PATH}/${token}`, method: 'PUT', headers: { 'Content-Type': request.contentType }, expiresAt };
  }

  /** The PUT side of a local direct upload: the token names key, type and exact size; anything else is refused. */
  async acceptDirectUpload(token: string, body: Readable, now: Date): Promise<StoredObject> {
    const check = this.tokens.verify(token, now);
    if (!check.ok) throw new DirectUploadRejectedError(check.reason);
    const { key, contentType, size } = check.claims;
    const stored = await this.put(key, body, { contentType, maxBytes: size });
    if (stored.size !== size) {
      await this.delete(key);
      throw new DirectUploadRejectedError('length');
    }
    return stored;
  }

  async finalize(stagingKey: string, key: string): Promise<StoredObject | null> {
    const staged = await this.stat(stagingKey);
    if (!staged) return null;
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.pathOf(stagingKey), target);
    return { ...staged, key };
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { key, size: info.size, contentType: 'application/octet-stream' } : null;
    } catch {
      return null;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    if (!(await this.stat(key))) throw new StorageNotFoundError(key);
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((key) => key.startsWith(prefix))
      .sort();
  }

  folderStructure(artistFolder: string): UploadFolderStructure {
    const base = folderPrefix(artistFolder);
    return {
      artist: { url: `/api/files/folders/${artistFolder}` },
      audio: { id: `${base}/audio`, url: `/api/files/folders/${artistFolder}/audio` },
      images: { url: `/api/files/folders/${artistFolder}/images` },
    };
  }

  private pathOf(key: string): string {
    const resolved = path.resolve(this.root, assertSafeKey(key));
    if (!resolved.startsWith(this.root + path.sep)) throw new Error(`Key outside the storage root: ${key}`);
    return resolved;
  }
}
