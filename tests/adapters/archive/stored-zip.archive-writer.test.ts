import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { StoredZipArchiveWriter } from '../../../adapters/archive/stored-zip.archive-writer';
import { centralHeader, endRecords, MAX_ENTRY_BYTES } from '../../../adapters/archive/zip-records';
import { appErrorAnswer } from '../../../api/common/http/app-error-answer';
import { AppError } from '../../../application/errors/app-error';
import type { ArchiveEntry } from '../../../application/ports/archive-writer.port';
import { RELEASE_PACKAGE_MESSAGES } from '../../../domain/release/release-package';
import { zipEntries } from '../../support/zip-entries';

const writer = new StoredZipArchiveWriter(() => new Date('2026-11-27T10:00:00Z'));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stored file served in small chunks, noting when it was opened and finished. */
function streamed(path: string, content: Buffer, log: string[]): ArchiveEntry {
  return {
    path,
    sizeBytes: content.length,
    open: async () => {
      log.push(`open ${path}`);
      const chunks = Array.from({ length: Math.ceil(content.length / 4096) }, (_, i) => content.subarray(i * 4096, (i + 1) * 4096));
      return Readable.from(
        (async function* () {
          yield* chunks;
          log.push(`end ${path}`);
        })(),
      );
    },
  };
}

function capture(act: () => unknown): unknown {
  try {
    act();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the stored ZIP archive writer', () => {
  it('writes entries a ZIP reader accepts (CRC checked), uncompressed, in exactly the size it announced', async () => {
    const wav = Buffer.alloc(300_000, 7).fill(3, 1000, 90_000);
    const jpeg = Buffer.from('not really a jpeg, but bytes all the same');
    const log: string[] = [];
    const archive = writer.write([
      { path: '5012340000010/5012340000010.xml', sizeBytes: 5, bytes: new TextEncoder().encode('<x/>\n') },
      streamed('5012340000010/resources/track é.wav', wav, log),
      streamed('5012340000010/resources/5012340000010.jpg', jpeg, log),
    ]);
    const zip = await collect(archive.body);
    expect(zip.length).toBe(archive.sizeBytes);
    const entries = await zipEntries(zip);
    expect(entries.map((e) => [e.path, e.sizeBytes, e.sha256, e.compressionMethod])).toEqual([
      ['5012340000010/5012340000010.xml', 5, sha256(Buffer.from('<x/>\n')), 0],
      ['5012340000010/resources/track é.wav', wav.length, sha256(wav), 0],
      ['5012340000010/resources/5012340000010.jpg', jpeg.length, sha256(jpeg), 0],
    ]);
    // One stored file open at a time: the next is opened only once the previous one ended.
    expect(log).toEqual([
      'open 5012340000010/resources/track é.wav',
      'end 5012340000010/resources/track é.wav',
      'open 5012340000010/resources/5012340000010.jpg',
      'end 5012340000010/resources/5012340000010.jpg',
    ]);
  });

  it('fails the stream when a stored file is shorter than announced, or cannot be opened', async () => {
    const short = writer.write([{ path: 'a.wav', sizeBytes: 10, open: async () => Readable.from([Buffer.alloc(4)]) }]);
    await expect(collect(short.body)).rejects.toThrow('a.wav is 4 bytes, not the 10 it was stored with');
    const gone = writer.write([{ path: 'b.wav', sizeBytes: 10, open: () => Promise.reject(new Error('File not found')) }]);
    await expect(collect(gone.body)).rejects.toThrow('File not found');
  });

  it('refuses a file over what a stored entry holds before the first byte, as a coded 413 naming the file', () => {
    const path = '5012340000010/resources/track.wav';
    const huge: ArchiveEntry = { path, sizeBytes: MAX_ENTRY_BYTES + 1, open: () => Promise.reject(new Error('never opened')) };
    const refusal = capture(() => writer.write([huge]));
    expect(refusal).toBeInstanceOf(AppError);
    expect(appErrorAnswer(refusal as AppError)).toMatchObject({
      status: 413,
      body: { success: false, error: RELEASE_PACKAGE_MESSAGES.fileTooLarge(path) },
    });
    expect(RELEASE_PACKAGE_MESSAGES.fileTooLarge(path)).toContain(path);
  });

  it('switches to ZIP64 records for offsets past 4 GiB', () => {
    const far = centralHeader({ name: Buffer.from('x.wav'), size: 10, offset: 5 * 1024 ** 3, crc: 1, dosTime: 0, dosDate: 0 });
    expect(far.readUInt32LE(42)).toBe(0xffffffff);
    expect(far.readUInt16LE(46 + 5)).toBe(0x0001);
    expect(far.readBigUInt64LE(46 + 5 + 4)).toBe(BigInt(5 * 1024 ** 3));
    const end = endRecords(3, 5 * 1024 ** 3, 200);
    expect(end.readUInt32LE(0)).toBe(0x06064b50);
    expect(end.readBigUInt64LE(48)).toBe(BigInt(5 * 1024 ** 3));
    expect(end.readUInt32LE(56)).toBe(0x07064b50);
    expect(end.readUInt32LE(76 + 16)).toBe(0xffffffff);
    expect(endRecords(3, 1000, 200)).toHaveLength(22);
  });
});
