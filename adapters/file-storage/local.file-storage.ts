import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  type ByteRange,
  type DirectUploadRequest,
  type DirectUploadTarget,
  type FileStorage,
  type PutOptions,
  type StoredObject,
  StorageNotFoundError,
} from '../../application/ports/file-storage.port';
import { type DirectUploadClaims, DirectUploadToken } from './direct-upload-token';
import { moveDurably, PARTIAL_MARK, syncDirectory, TargetExistsError, WRITE_HWM, writeDurably } from './durable-file';
import { assertSafeKey } from './storage-key';
import { asReadable } from './as-readable';

export const LOCAL_DIRECT_UPLOAD_PATH = '/api/cloud-storage/direct-upload';
const REJECTIONS = {
  expired: 'The upload URL has expired',
  length: 'The uploaded file is shorter than the size given for the upload URL',
  invalid: 'The upload URL is not valid',
  used: 'A file has already been uploaded to this URL',
};

export class DirectUploadRejectedError extends Error {
  constructor(readonly reason: keyof typeof REJECTIONS) {
    super(REJECTIONS[reason]);
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

  /** Resolves only once the file and its directory entry are on disk (fsync), under its final name. */
  async put(key: string, body: Readable | Uint8Array, options: PutOptions): Promise<StoredObject> {
    return this.write(key, asReadable(body), options, false);
  }

  private async write(key: string, body: Readable, options: PutOptions, exclusive: boolean): Promise<StoredObject> {
    const target = this.pathOf(key);
    await this.ensureFolder(path.dirname(target));
    const size = await writeDurably(target, body, options.maxBytes, exclusive);
    return { key, size, contentType: options.contentType };
  }

  /** mkdir -p, then fsync the parent of every folder it created so the new entries survive a crash too. */
  private async ensureFolder(folder: string): Promise<void> {
    const first = await mkdir(folder, { recursive: true });
    if (!first) return;
    for (let dir = folder; dir.length >= first.length; dir = path.dirname(dir)) await syncDirectory(path.dirname(dir));
  }

  async createDirectUpload(key: string, request: DirectUploadRequest): Promise<DirectUploadTarget> {
    assertSafeKey(key);
    const expiresAt = new Date(Date.now() + request.expiresInSeconds * 1000);
    const token = this.tokens.sign({ key, contentType: request.contentType, size: request.size, exp: expiresAt.getTime() });
    return { url: `${LOCAL_DIRECT_UPLOAD_PATH}/${token}`, method: 'PUT', headers: { 'Content-Type': request.contentType }, expiresAt };
  }

  /** The PUT side of a local direct upload: the token names key, type and exact size; anything else is refused. */
  verifyDirectUpload(token: string, now: Date): DirectUploadClaims {
    const check = this.tokens.verify(token, now);
    if (!check.ok) throw new DirectUploadRejectedError(check.reason);
    return check.claims;
  }

  /** One PUT per URL: a second PUT after a successful one is refused rather than replacing checked bytes. */
  async acceptDirectUpload(token: string, body: Readable, now: Date): Promise<StoredObject> {
    return this.storeDirectUpload(this.verifyDirectUpload(token, now), body);
  }

  async storeDirectUpload(claims: DirectUploadClaims, body: Readable): Promise<StoredObject> {
    const { key, contentType, size } = claims;
    const stored = await this.write(key, body, { contentType, maxBytes: size }, true).catch((error: unknown) => {
      throw error instanceof TargetExistsError ? new DirectUploadRejectedError('used') : error;
    });
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
    await this.ensureFolder(path.dirname(target));
    await moveDurably(this.pathOf(stagingKey), target);
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
    return createReadStream(
      this.pathOf(key),
      range ? { start: range.start, end: range.end, highWaterMark: WRITE_HWM } : { highWaterMark: WRITE_HWM },
    );
  }

  /** Also removes the key's half-written temp files (a write cut short by a crash leaves one behind). */
  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    const partials = (await readdir(path.dirname(file)).catch(() => [])).filter((name) =>
      name.startsWith(`${path.basename(file)}${PARTIAL_MARK}`),
    );
    for (const name of partials) await rm(path.join(path.dirname(file), name), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile() && !entry.name.includes(PARTIAL_MARK))
      .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((key) => key.startsWith(prefix))
      .sort();
  }

  private pathOf(key: string): string {
    const resolved = path.resolve(this.root, assertSafeKey(key));
    if (!resolved.startsWith(this.root + path.sep)) throw new Error(`Key outside the storage root: ${key}`);
    return resolved;
  }
}
