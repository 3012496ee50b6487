import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { TargetExistsError, writeDurably } from '../../../adapters/file-storage/durable-file';
import { DirectUploadRejectedError, LocalFileStorage } from '../../../adapters/file-storage/local.file-storage';
import { StorageLimitExceededError } from '../../../application/ports/file-storage.port';
import { eventually } from '../../support/eventually';

const root = () => mkdtempSync(path.join(os.tmpdir(), 'durable-'));

describe('local storage writes (temp name, fsync, atomic rename)', () => {
  it('never shows a partial file under the final name or in listings while the body streams in', async () => {
    const dir = root();
    const storage = new LocalFileStorage(dir, 'secret');
    const body = new PassThrough();
    const writing = storage.put('artists/a/audio/x.wav', body, { contentType: 'audio/wav', maxBytes: 1 << 20 });
    body.write(Buffer.alloc(4096, 1));
    const folder = path.join(dir, 'artists', 'a', 'audio');
    // Opening the temp file is asynchronous: a loaded machine may take longer than any fixed pause.
    await eventually(async () => existsSync(folder) && readdirSync(folder).length > 0);
    expect(await storage.stat('artists/a/audio/x.wav')).toBeNull();
    expect(await storage.list('artists/')).toEqual([]);
    // The temp file exists beside the target meanwhile.
    expect(readdirSync(path.join(dir, 'artists', 'a', 'audio'))).toEqual([expect.stringMatching(/^x\.wav\.partial-/)]);
    body.end(Buffer.alloc(4096, 2));
    expect(await writing).toMatchObject({ size: 8192 });
    expect(readdirSync(path.join(dir, 'artists', 'a', 'audio'))).toEqual(['x.wav']);
    expect(await storage.list('artists/')).toEqual(['artists/a/audio/x.wav']);
  });

  it('removes the temp file when the body fails or passes the limit, and keeps an older file intact', async () => {
    const dir = root();
    const storage = new LocalFileStorage(dir, 'secret');
    await storage.put('k/x.bin', Readable.from([Buffer.from('old')]), { contentType: 'x', maxBytes: 10 });
    await expect(storage.put('k/x.bin', Readable.from([Buffer.alloc(11)]), { contentType: 'x', maxBytes: 10 })).rejects.toBeInstanceOf(
      StorageLimitExceededError,
    );
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put('k/x.bin', failing, { contentType: 'x', maxBytes: 10 })).rejects.toThrow('connection reset');
    expect(readdirSync(path.join(dir, 'k'))).toEqual(['x.bin']);
    expect(readFileSync(path.join(dir, 'k', 'x.bin'), 'utf8')).toBe('old');
  });

  it('exclusive writes never replace an existing file (one PUT per direct-upload URL)', async () => {
    const dir = root();
    const target = path.join(dir, 'once.bin');
    writeFileSync(target, 'first');
    await expect(writeDurably(target, Readable.from([Buffer.from('second')]), 100, true)).rejects.toBeInstanceOf(TargetExistsError);
    expect(readFileSync(target, 'utf8')).toBe('first');
    expect(readdirSync(dir)).toEqual(['once.bin']);

    const storage = new LocalFileStorage(root(), 'secret');
    const target2 = await storage.createDirectUpload('staging/abc', { contentType: 'audio/wav', size: 5, expiresInSeconds: 60 });
    const token = target2.url.split('/').pop()!;
    await storage.acceptDirectUpload(token, Readable.from([Buffer.from('hello')]), new Date());
    await expect(storage.acceptDirectUpload(token, Readable.from([Buffer.from('HELLO')]), new Date())).rejects.toEqual(
      new DirectUploadRejectedError('used'),
    );
    const stored = await storage.read('staging/abc');
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello');
  });

  it('writes large bodies whole (writeback started along the way)', async () => {
    const dir = root();
    const chunk = Buffer.alloc(1 << 20, 7);
    const size = await writeDurably(path.join(dir, 'big.bin'), Readable.from(Array.from({ length: 40 }, () => chunk)), 40 << 20);
    expect(size).toBe(40 << 20);
    expect(existsSync(path.join(dir, 'big.bin'))).toBe(true);
    expect(readdirSync(dir)).toEqual(['big.bin']);
  });
});
