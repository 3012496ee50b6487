import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { type FileHandle, link, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageLimitExceededError } from '../../application/ports/file-storage.port';

export const PARTIAL_MARK = '.partial-';
export const WRITE_HWM = 1024 * 1024;
/** Start writeback every 16 MiB while the body streams in, so the final fsync has little left to flush. */
const WRITEBACK_EVERY = 16 * 1024 * 1024;

/** Thrown by writeDurably({exclusive: true}) when the target already exists. */
export class TargetExistsError extends Error {
  constructor(readonly target: string) {
    super(`${path.basename(target)} already exists`);
    this.name = 'TargetExistsError';
  }
}

/**
 * Writes to an open file, refusing the batch that would pass maxBytes before any of it is written (the size
 * limit on bytes read, in the sink rather than as one more stream hop); kicks off fdatasync in the background
 * every WRITEBACK_EVERY bytes (one at a time).
 */
class SyncingFileWriter extends Writable {
  bytes = 0;
  private sinceSync = 0;
  private syncing: Promise<void> | null = null;
  /** Where the next bytes go; null writes at the file's own position (a fresh file from 0). */
  private position: number | null;

  constructor(
    private readonly handle: FileHandle,
    private readonly maxBytes: number,
    private readonly options: { startAt?: number; syncOnFinish: boolean } = { syncOnFinish: true },
  ) {
    super({ highWaterMark: WRITE_HWM });
    this.position = options.startAt ?? null;
  }

  override _writev(chunks: Array<{ chunk: Buffer }>, callback: (error?: Error | null) => void): void {
    this.writeAll(chunks.map((c) => c.chunk)).then(() => callback(), callback);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.writeAll([chunk]).then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    (async () => {
      await this.syncing;
      if (this.options.syncOnFinish) await this.handle.sync();
    })().then(() => callback(), callback);
  }

  private async writeAll(buffers: Buffer[]): Promise<void> {
    let incoming = 0;
    for (const buffer of buffers) incoming += buffer.length;
    if (this.bytes + incoming > this.maxBytes) throw new StorageLimitExceededError(this.maxBytes);
    let pending = buffers;
    while (pending.length > 0) {
      const { bytesWritten } =
        this.position === null ? await this.handle.writev(pending) : await this.handle.writev(pending, this.position);
      if (this.position !== null) this.position += bytesWritten;
      this.bytes += bytesWritten;
      this.sinceSync += bytesWritten;
      pending = dropWritten(pending, bytesWritten);
    }
    if (this.sinceSync >= WRITEBACK_EVERY && !this.syncing) {
      this.sinceSync = 0;
      this.syncing = this.handle.datasync().finally(() => (this.syncing = null));
      this.syncing.catch(() => undefined);
    }
  }
}

function dropWritten(buffers: Buffer[], written: number): Buffer[] {
  let left = written;
  let i = 0;
  while (i < buffers.length && left >= buffers[i].length) left -= buffers[i++].length;
  const rest = buffers.slice(i);
  if (rest.length > 0 && left > 0) rest[0] = rest[0].subarray(left);
  return rest;
}

export async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, constants.O_RDONLY | constants.O_DIRECTORY);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Streams body into a temp name beside target, fsyncs it, then renames it into place (link + unlink when
 * exclusive, so an existing target is never replaced) and fsyncs the directory: when this resolves the file
 * is on disk under its final name, and no reader ever sees a partial file. Any failure removes the temp file.
 * More than maxBytes read fails with StorageLimitExceededError.
 */
export async function writeDurably(target: string, body: Readable, maxBytes: number, exclusive = false): Promise<number> {
  const partial = `${target}${PARTIAL_MARK}${randomUUID()}`;
  const handle = await open(partial, 'wx');
  const writer = new SyncingFileWriter(handle, maxBytes);
  try {
    try {
      await pipeline(body, writer);
    } finally {
      await handle.close();
    }
    if (exclusive) {
      await link(partial, target).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? new TargetExistsError(target) : error;
      });
      await rm(partial, { force: true });
    } else {
      await rename(partial, target);
    }
    await syncDirectory(path.dirname(target));
    return writer.bytes;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Streams body into an existing file from `offset` (a resumable upload's next bytes), starting writeback as it
 * goes so the final fsync has little left; answers how many bytes were written. Bytes written before a failure
 * stay: the upload resumes after them.
 */
export async function writeAt(file: string, body: Readable, offset: number): Promise<number> {
  const handle = await open(file, 'r+');
  const writer = new SyncingFileWriter(handle, Number.POSITIVE_INFINITY, { startAt: offset, syncOnFinish: false });
  try {
    await pipeline(body, writer);
    return writer.bytes;
  } finally {
    await handle.close();
  }
}

/** Renames a finished file into another folder durably (both directory entries synced). */
export async function moveDurably(from: string, to: string): Promise<void> {
  await rename(from, to);
  await syncDirectory(path.dirname(to));
  if (path.dirname(from) !== path.dirname(to)) await syncDirectory(path.dirname(from));
}
