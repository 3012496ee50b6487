import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalFileStorage } from '../../../adapters/file-storage/local.file-storage';
import { WavClipCutter } from '../../../adapters/media/wav-clip-cutter';
import { WavHeaderParser } from '../../../adapters/media/wav-header-parser';
import type { ByteRange } from '../../../application/ports/file-storage.port';
import { MediaRefusedError } from '../../../application/ports/media-inspector.port';

// Linear interpolation of a 440 Hz sine sampled at 48 kHz errs by at most A·(2π·440/48000)²/8 ≈ 2.1e-4 at
// A = 0.5; 16-bit rounding adds 1.5e-5. Tolerance: 5e-4 of full scale (-66 dBFS).
const TOLERANCE = 5e-4;
const SOURCE_SECONDS = 1200;

const dir = mkdtempSync(path.join(os.tmpdir(), 'clip-cutter-'));
const storage = new LocalFileStorage(dir, 'secret');
const sourceKey = 'artists/x/audio/source.wav';
let sourceSize = 0;

beforeAll(() => {
  // 24-bit / 48 kHz mono, 20 minutes (~173 MB), a 440 Hz sine at half scale; -D: no dither.
  const file = path.join(dir, ...sourceKey.split('/'));
  execFileSync('mkdir', ['-p', path.dirname(file)]);
  execFileSync('sox', [
    '-D',
    '-n',
    '-r',
    '48000',
    '-b',
    '24',
    '-c',
    '1',
    file,
    'synth',
    String(SOURCE_SECONDS),
    'sine',
    '440',
    'vol',
    '0.5',
  ]);
  sourceSize = statSync(file).size;
});

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('WavClipCutter', () => {
  it('cuts 01:00-01:30 of a 24-bit/48 kHz mono WAV into a 30.00 s 16-bit/44.1 kHz stereo WAV, reading only what it needs', async () => {
    let bytesRead = 0;
    const openRange = async (range: ByteRange) => {
      const stream = await storage.read(sourceKey, range);
      stream.on('data', (chunk: Buffer) => (bytesRead += chunk.length));
      return stream;
    };
    const heapBefore = process.memoryUsage().heapUsed;
    const cut = await new WavClipCutter().cut(openRange, sourceSize, { startSeconds: 60, endSeconds: 90 });
    const output = await collect(cut.body);
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;

    const parser = new WavHeaderParser();
    parser.push(output);
    const layout = parser.layout!;
    expect(layout.format).toMatchObject({ formatCode: 1, bitDepth: 16, sampleRate: 44100, channels: 2, blockAlign: 4 });
    expect(output.length).toBe(cut.size);
    const seconds = layout.dataSize / 4 / 44100;
    expect(Math.abs(seconds - 30)).toBeLessThanOrEqual(0.001);

    let worst = 0;
    for (let j = 0; j < layout.dataSize / 4; j += 7) {
      const expected = 0.5 * Math.sin(2 * Math.PI * 440 * (60 + j / 44100));
      const l = output.readInt16LE(layout.dataOffset + j * 4) / 32768;
      const r = output.readInt16LE(layout.dataOffset + j * 4 + 2) / 32768;
      worst = Math.max(worst, Math.abs(l - expected), Math.abs(r - l));
    }
    expect(worst).toBeLessThan(TOLERANCE);

    const clipBytes = 30 * 48000 * 3;
    // Header pieces plus the clip's frames: a few % of the source, never the whole file.
    expect(bytesRead).toBeLessThan(clipBytes + 2 * 1024 * 1024);
    expect(sourceSize).toBeGreaterThan(160 * 1024 * 1024);
    expect(heapGrowth).toBeLessThan(sourceSize / 4);
    process.stdout.write(
      `clip: source ${(sourceSize / 1048576).toFixed(1)} MB, read ${(bytesRead / 1048576).toFixed(2)} MB, heap growth ${(heapGrowth / 1048576).toFixed(1)} MB, worst error ${worst.toExponential(2)}\n`,
    );
  });

  it('refuses a clip outside the track', async () => {
    const open = (range: ByteRange) => storage.read(sourceKey, range);
    await expect(
      new WavClipCutter().cut(open, sourceSize, { startSeconds: SOURCE_SECONDS - 10, endSeconds: SOURCE_SECONDS + 20 }),
    ).rejects.toBeInstanceOf(MediaRefusedError);
  });

  it('keeps stereo channels apart and passes 44.1 kHz through unchanged', async () => {
    const file = path.join(dir, 'artists', 'x', 'audio', 'stereo.wav');
    execFileSync('sox', [
      '-D',
      '-n',
      '-r',
      '44100',
      '-b',
      '16',
      '-c',
      '2',
      file,
      'synth',
      '40',
      'sine',
      '440',
      'sine',
      '1000',
      'vol',
      '0.5',
    ]);
    const key = 'artists/x/audio/stereo.wav';
    const cut = await new WavClipCutter().cut((range) => storage.read(key, range), statSync(file).size, {
      startSeconds: 5,
      endSeconds: 35,
    });
    const output = await collect(cut.body);
    const source = await collect(await storage.read(key));
    const parser = new WavHeaderParser();
    parser.push(source);
    const from = parser.layout!.dataOffset + 5 * 44100 * 4;
    expect(output.subarray(44, 44 + 4000).equals(source.subarray(from, from + 4000))).toBe(true);
    expect(cut.durationSeconds).toBe(30);
  });
});
