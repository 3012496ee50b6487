import { Readable } from 'node:stream';
import {
  type DirectUploadTarget,
  type FileStorage,
  StorageLimitExceededError,
  StorageNotFoundError,
} from '../../application/ports/file-storage.port';
import { type PortSuiteHarness, describePortSuite } from './suite-harness';

export interface FileStorageHarness extends PortSuiteHarness {
  storage: FileStorage;
  /** Sends the browser's PUT to a direct-upload target; resolves with the HTTP-like status. */
  upload(target: DirectUploadTarget, body: Buffer): Promise<number>;
  /** Moves the clock the receiver checks direct-upload expiry by (no test waits for a URL to expire). */
  passTime(seconds: number): void;
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

function pieces(total: number, size = 64 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const n = Math.min(size, total - sent);
      this.push(Buffer.alloc(n, sent % 251));
      sent += n;
    },
  });
}

/** The one FileStorage port suite: every adapter named in adapters/config/adapter-names.ts runs it. */
export function describeFileStoragePortSuite(name: string, make: () => Promise<FileStorageHarness>): void {
  describePortSuite('FileStorage', name, make, (harness) => {
    const storage = () => harness().storage;

    it('puts a stream and reads it back whole and by range', async () => {
      const stored = await storage().put('artists/a/audio/one.wav', Readable.from([Buffer.from('hello '), Buffer.from('world')]), {
        contentType: 'audio/wav',
        maxBytes: 100,
      });
      expect(stored).toEqual({ key: 'artists/a/audio/one.wav', size: 11, contentType: 'audio/wav' });
      expect(await text(await storage().read('artists/a/audio/one.wav'))).toBe('hello world');
      expect(await text(await storage().read('artists/a/audio/one.wav', { start: 6, end: 10 }))).toBe('world');
      expect(await storage().stat('artists/a/audio/one.wav')).toMatchObject({ size: 11 });
    });

    it('streams a body larger than one multipart part', async () => {
      const stored = await storage().put('artists/a/audio/big.wav', pieces(20 * 1024 * 1024 + 7), {
        contentType: 'audio/wav',
        maxBytes: 32 * 1024 * 1024,
      });
      expect(stored.size).toBe(20 * 1024 * 1024 + 7);
      expect((await storage().stat('artists/a/audio/big.wav'))?.size).toBe(20 * 1024 * 1024 + 7);
      const tail = await text(await storage().read('artists/a/audio/big.wav', { start: 20 * 1024 * 1024, end: 20 * 1024 * 1024 + 6 }));
      expect(tail).toHaveLength(7);
      await storage().delete('artists/a/audio/big.wav');
    });

    it('fails over the limit on bytes read and leaves nothing behind', async () => {
      await expect(
        storage().put('artists/a/audio/over.wav', pieces(10 * 1024 * 1024 + 1), { contentType: 'audio/wav', maxBytes: 10 * 1024 * 1024 }),
      ).rejects.toBeInstanceOf(StorageLimitExceededError);
      expect(await storage().list('artists/a/audio/over')).toEqual([]);
      expect(await storage().stat('artists/a/audio/over.wav')).toBeNull();
    });

    it('lists by prefix, deletes idempotently and reports missing objects', async () => {
      await storage().put('artists/b/images/x.jpg', Readable.from([Buffer.from('x')]), { contentType: 'image/jpeg', maxBytes: 10 });
      expect(await storage().list('artists/b/')).toEqual(['artists/b/images/x.jpg']);
      await storage().delete('artists/b/images/x.jpg');
      await storage().delete('artists/b/images/x.jpg');
      expect(await storage().list('artists/b/')).toEqual([]);
      expect(await storage().stat('artists/b/images/x.jpg')).toBeNull();
      await expect(storage().read('artists/b/images/x.jpg')).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it('refuses keys that would leave the storage root', async () => {
      for (const key of ['../x.wav', 'a/../../x.wav', '/etc/passwd', 'a/./b', 'A/B']) {
        await expect(storage().put(key, Readable.from([Buffer.from('x')]), { contentType: 'audio/wav', maxBytes: 10 })).rejects.toThrow(
          /Unsafe storage key/,
        );
      }
    });

    it('direct upload: signed PUT, then finalize moves it to its final key', async () => {
      const body = Buffer.from('RIFF direct upload body');
      const target = await storage().createDirectUpload('staging/d1', {
        contentType: 'audio/wav',
        size: body.length,
        expiresInSeconds: 600,
      });
      expect(target.method).toBe('PUT');
      expect(target.expiresAt.getTime()).toBeGreaterThan(Date.now());
      expect(await harness().upload(target, body)).toBe(200);
      const final = await storage().finalize('staging/d1', 'artists/c/audio/d1.wav');
      expect(final).toMatchObject({ key: 'artists/c/audio/d1.wav', size: body.length });
      expect(await storage().stat('staging/d1')).toBeNull();
      expect(await text(await storage().read('artists/c/audio/d1.wav'))).toBe(body.toString('latin1'));
      expect(await storage().finalize('staging/never-uploaded', 'artists/c/audio/none.wav')).toBeNull();
    });

    it('direct upload: a body longer than the signed size, or a tampered URL, is refused and stores nothing', async () => {
      const target = await storage().createDirectUpload('staging/d2', { contentType: 'audio/wav', size: 10, expiresInSeconds: 600 });
      expect(await harness().upload(target, Buffer.alloc(11))).toBeGreaterThanOrEqual(400);
      const last = target.url.slice(-1);
      const tampered = { ...target, url: target.url.slice(0, -1) + (last === 'a' ? 'b' : 'a') };
      expect(await harness().upload(tampered, Buffer.alloc(10))).toBe(403);
      expect(await storage().list('staging/')).toEqual([]);
    });

    it('direct upload: an expired URL is refused', async () => {
      const target = await storage().createDirectUpload('staging/d4', { contentType: 'audio/wav', size: 4, expiresInSeconds: 1 });
      harness().passTime(2);
      expect(await harness().upload(target, Buffer.from('RIFF'))).toBe(403);
      expect(await storage().stat('staging/d4')).toBeNull();
    });
  });
}
