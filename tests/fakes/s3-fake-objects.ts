import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export interface ObjectMeta {
  key: string;
  contentType: string;
  /** x-amz-meta-* headers, without the prefix. */
  metadata: Record<string, string>;
}

/** The user metadata of a request (x-amz-meta-* headers). */
export function userMetadata(req: IncomingMessage): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (name.startsWith('x-amz-meta-') && typeof value === 'string') found[name.slice('x-amz-meta-'.length)] = value;
  return found;
}

/** The fake's objects on disk (a file per object and a JSON file of its metadata), with corruption on demand. */
export class FakeObjects {
  private readonly corruptions: RegExp[] = [];

  constructor(
    private readonly objects: string,
    private readonly temp: string,
  ) {}

  fileOf(key: string): string {
    return path.join(this.objects, Buffer.from(key).toString('base64url'));
  }

  async meta(key: string): Promise<ObjectMeta | null> {
    const text = await readFile(`${this.fileOf(key)}.json`, 'utf8').catch(() => 'null');
    const meta = JSON.parse(text) as ObjectMeta | null;
    return meta ? { ...meta, metadata: meta.metadata ?? {} } : null;
  }

  async size(key: string): Promise<number> {
    return (await stat(this.fileOf(key))).size;
  }

  /** The next object stored under a key that matches gets one byte flipped after it is written. */
  corruptNext(pattern: RegExp): void {
    this.corruptions.push(pattern);
  }

  async store(key: string, source: IncomingMessage | string[], meta: Omit<ObjectMeta, 'key'>): Promise<string> {
    const temp = path.join(this.temp, randomUUID());
    const hash = createHash('md5');
    if (Array.isArray(source)) {
      const out = createWriteStream(temp);
      for (const part of source)
        await pipeline(
          createReadStream(part).on('data', (c) => hash.update(c)),
          out,
          { end: false },
        );
      out.end();
      await new Promise<void>((resolve) => out.on('finish', () => resolve()));
    } else {
      await pipeline(
        source.on('data', (c: Buffer) => hash.update(c)),
        createWriteStream(temp),
      );
    }
    await this.maybeCorrupt(key, temp);
    await rename(temp, this.fileOf(key));
    await writeFile(`${this.fileOf(key)}.json`, JSON.stringify({ contentType: meta.contentType, metadata: meta.metadata, key }));
    return `"${hash.digest('hex')}"`;
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
    await rm(`${this.fileOf(key)}.json`, { force: true });
  }

  async keys(prefix: string): Promise<string[]> {
    const names = (await readdir(this.objects)).filter((n) => n.endsWith('.json'));
    const metas = await Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(this.objects, n), 'utf8')) as ObjectMeta));
    return metas
      .map((m) => m.key)
      .filter((k) => k.startsWith(prefix))
      .sort();
  }

  private async maybeCorrupt(key: string, file: string): Promise<void> {
    const index = this.corruptions.findIndex((pattern) => pattern.test(key));
    if (index < 0) return;
    const { size } = await stat(file);
    if (size === 0) return;
    this.corruptions.splice(index, 1);
    const handle = await open(file, 'r+');
    try {
      const at = Math.floor(size / 2);
      const byte = Buffer.alloc(1);
      await handle.read(byte, 0, 1, at);
      byte[0] ^= 0xff;
      await handle.write(byte, 0, 1, at);
    } finally {
      await handle.close();
    }
  }
}
