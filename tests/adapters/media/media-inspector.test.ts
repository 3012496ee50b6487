import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MediaRefusedError } from '../../../application/ports/media-inspector.port';
import type { QualityReport, UploadKind } from '../../../application/ports/upload.repository.port';
import { StreamingMediaInspector } from '../../../adapters/media/streaming.media-inspector';
import { buildWav, sine } from '../../support/media/wav-builder';

const dir = mkdtempSync(path.join(os.tmpdir(), 'media-inspector-'));
const inspector = new StreamingMediaInspector();

/** Streams the bytes in small pieces (so every parser state crosses a chunk boundary) and reads the report. */
async function inspect(kind: UploadKind, bytes: Buffer, pieceSize = 7919): Promise<QualityReport> {
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += pieceSize) pieces.push(bytes.subarray(i, i + pieceSize));
  const inspected = inspector.inspect(kind, Readable.from(pieces), { browser: 'Firefox' });
  let seen = 0;
  await pipeline(inspected.body, new Writable({ write: (c: Buffer, _e, cb) => ((seen += c.length), cb()) }));
  expect(seen).toBe(bytes.length);
  return inspected.report();
}

async function refusal(kind: UploadKind, bytes: Buffer): Promise<string> {
  try {
    await inspect(kind, bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(MediaRefusedError);
    return (error as Error).message;
  }
  throw new Error('not refused');
}

function sox(name: string, args: string[]): Buffer {
  const file = path.join(dir, name);
  execFileSync('sox', ['-n', ...args, file, 'synth', '2', 'sine', '440', 'vol', '0.5']);
  return readFileSync(file);
}

function jpeg(name: string, args: string[]): Buffer {
  const file = path.join(dir, name);
  execFileSync('convert', [...args, file]);
  return readFileSync(file);
}

describe('WAV quality report', () => {
  it.each<[string, () => Buffer, QualityReport['facts'], string[]]>([
    [
      '16-bit / 44.1 kHz stereo (sox): no warnings',
      () => sox('cd.wav', ['-r', '44100', '-b', '16', '-c', '2']),
      {
        container: 'RIFF',
        formatCode: '0x0001',
        bitDepth: 16,
        sampleRate: 44100,
        channels: 2,
        durationSeconds: 2,
        trailingBytes: 0,
        clippedSamples: 0,
      },
      [],
    ],
    [
      '24-bit / 96 kHz stereo PCM: no warnings',
      () => buildWav({ bits: 24, rate: 96000, channels: 2, frames: 96000 * 2, sample: sine(440, 0.5, 96000) }),
      { formatCode: '0x0001', bitDepth: 24, sampleRate: 96000, channels: 2, durationSeconds: 2 },
      [],
    ],
    [
      'WAVE_FORMAT_EXTENSIBLE (sox writes 24-bit that way): format code reported, no warning',
      () => sox('ext.wav', ['-r', '48000', '-b', '24', '-c', '2']),
      { formatCode: '0xFFFE', subFormatCode: '0x0001', bitDepth: 24, sampleRate: 48000, durationSeconds: 2 },
      [],
    ],
    [
      'mono: warned',
      () => sox('mono.wav', ['-r', '44100', '-b', '16', '-c', '1']),
      { channels: 1, durationSeconds: 2 },
      ['Audio is mono; stereo is expected'],
    ],
    [
      '8-bit / 22.05 kHz: bit depth and rate warned',
      () => sox('8bit.wav', ['-r', '22050', '-b', '8', '-c', '2']),
      { bitDepth: 8, sampleRate: 22050, channels: 2 },
      ['Bit depth is 8-bit; 16-bit or 24-bit is expected', 'Sample rate is 22050 Hz; at least 44100 Hz is expected'],
    ],
  ])('%s', async (_case, wav, facts, warnings) => {
    const report = await inspect('audio', wav());
    expect(report.facts).toMatchObject(facts);
    expect(report.warnings).toEqual(warnings);
  });

  it('RF64 with a ds64 chunk: read through the 64-bit sizes', async () => {
    const report = await inspect('audio', buildWav({ bits: 16, rate: 44100, channels: 2, frames: 44100, container: 'RF64' }));
    expect(report.facts).toMatchObject({ container: 'RF64', formatCode: '0x0001', durationSeconds: 1, trailingBytes: 0 });
    expect(report.warnings).toEqual([]);
  });

  it('counts full-scale samples and trailing data, but not a LIST chunk after the data', async () => {
    const clipped = buildWav({
      bits: 16,
      rate: 44100,
      channels: 2,
      frames: 44100,
      sample: (f) => (f % 100 === 0 ? 1 : f % 100 === 50 ? -1 : 0.1),
    });
    const report = await inspect('audio', Buffer.concat([clipped, Buffer.from('trailing junk!')]));
    expect(report.facts).toMatchObject({ clippedSamples: 441 * 2 * 2, trailingBytes: 14 });
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([4, 0, 0, 0]), Buffer.from('INFO')]);
    const withList = buildWav({ bits: 24, rate: 48000, channels: 2, frames: 4800, trailing: list });
    const listReport = await inspect('audio', withList);
    expect(listReport.facts).toMatchObject({ trailingBytes: 0, clippedSamples: 0 });
  });

  it('a JPEG renamed .wav is refused with the spec message', async () => {
    const bytes = jpeg('photo.jpg', ['-size', '16x16', 'xc:red']);
    expect(await refusal('audio', bytes)).toBe('Invalid file type. Expected: WAV file. Got: image/jpeg (Browser: Firefox)');
  });

  it('RIFF....WAVE followed by junk is refused', async () => {
    const header = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0x10, 0]), Buffer.from('WAVE')]);
    expect(await refusal('audio', Buffer.concat([header, Buffer.alloc(1 << 20, 0xa7)]))).toMatch(/^Invalid WAV file: unreadable chunk/);
    expect(await refusal('audio', Buffer.concat([header, Buffer.from('junk'.repeat(100000))]))).toBe(
      'Invalid WAV file: no fmt chunk before the data',
    );
    expect(await refusal('audio', header)).toBe('Invalid WAV file: no fmt chunk before the data');
  });

  it('a data chunk longer than the file is refused; a file shorter than a header is not a WAV', async () => {
    const full = buildWav({ bits: 16, rate: 44100, channels: 2, frames: 1000 });
    expect(await refusal('audio', full.subarray(0, full.length - 10))).toMatch(/declares 4000 bytes but the file ends 10 bytes early/);
    expect(await refusal('audio', Buffer.from('RIFF'))).toMatch(/^Invalid file type\. Expected: WAV file\. Got: application\/x-riff/);
  });

  it('an inconsistent fmt chunk is refused', async () => {
    const bad = buildWav({ bits: 16, rate: 44100, channels: 2, frames: 10 });
    bad.writeUInt16LE(3, 32); // blockAlign
    expect(await refusal('audio', bad)).toBe('Invalid WAV file: the fmt chunk block alignment does not match its channels and bit depth');
  });
});

describe('JPEG quality report', () => {
  it('3000×3000 RGB passes', async () => {
    const report = await inspect('artwork', jpeg('square.jpg', ['-size', '3000x3000', 'xc:#3366cc']), 65536);
    expect(report.facts).toMatchObject({ width: 3000, height: 3000, colourSpace: 'sRGB', square: true, complete: true });
    expect(report.warnings).toEqual([]);
  });

  it('2999×3000 gets warnings', async () => {
    const report = await inspect('artwork', jpeg('narrow.jpg', ['-size', '2999x3000', 'xc:#3366cc']), 65536);
    expect(report.facts).toMatchObject({ width: 2999, height: 3000, square: false });
    expect(report.warnings).toEqual(['Artwork is 2999×3000; it should be square', 'Artwork should be at least 3000×3000 pixels']);
  });

  it('CMYK and grayscale get colour-space warnings', async () => {
    const cmyk = await inspect('artwork', jpeg('cmyk.jpg', ['-size', '3000x3000', 'xc:#3366cc', '-colorspace', 'CMYK']), 65536);
    expect(cmyk.facts).toMatchObject({ colourSpace: 'CMYK' });
    expect(cmyk.warnings).toEqual(['Artwork colour space is CMYK; sRGB is expected']);
    const gray = await inspect('artwork', jpeg('gray.jpg', ['-size', '3000x3000', 'xc:gray', '-colorspace', 'Gray']), 65536);
    expect(gray.warnings).toEqual(['Artwork colour space is Grayscale; sRGB is expected']);
  });

  it('refuses oversized pixel dimensions from the header alone', async () => {
    const small = jpeg('tiny.jpg', ['-size', '8x8', 'xc:red']);
    const sof = small.indexOf(Buffer.from([0xff, 0xc0]));
    const bomb = Buffer.from(small);
    bomb.writeUInt16BE(60000, sof + 5);
    bomb.writeUInt16BE(60000, sof + 7);
    expect(await refusal('artwork', bomb)).toBe('Image dimensions 60000×60000 exceed the 12000×12000 pixel limit');
  });

  it('refuses a WAV sent as artwork and a truncated header; warns on a missing EOI', async () => {
    expect(await refusal('artwork', buildWav({ bits: 16, rate: 44100, channels: 2, frames: 10 }))).toBe(
      'Please select a valid JPEG or JPG file',
    );
    const small = jpeg('tiny2.jpg', ['-size', '8x8', 'xc:red']);
    expect(await refusal('artwork', small.subarray(0, 30))).toBe('Invalid JPEG file: the file ends before the image data');
    const cut = await inspect('artwork', small.subarray(0, small.length - 2));
    expect(cut.warnings).toContain('Artwork ends before its end-of-image marker (the file may be truncated)');
  });
});
