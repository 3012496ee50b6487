import { planPcmFormat1 } from '../../../../adapters/delivery-package/audio/pcm-format1.plan';
import { readWavHead } from '../../../../adapters/delivery-package/audio/wav-head';
import { chunk, type WavHeaderOptions, wavHeader } from '../../../support/wav-header';
import { chunkBody, wavChunks } from '../../../support/wav-chunks';

const samples = (bytes: number) => Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 7 + 3) & 0xff));

/** A whole WAV: header, samples, then any chunks after the samples. */
function wav(options: Omit<WavHeaderOptions, 'dataBytes' | 'trailingBytes'>, dataBytes = 600, after: Buffer[] = []): Buffer {
  const trailing = Buffer.concat(after);
  return Buffer.concat([wavHeader({ ...options, dataBytes, trailingBytes: trailing.length }), samples(dataBytes), trailing]);
}

function plan(file: Buffer) {
  const reading = readWavHead(file, file.length);
  if (!('head' in reading)) throw new Error(`unexpected reading ${JSON.stringify(reading)}`);
  return planPcmFormat1(file, reading.head, file.length, 'A1_01_X.wav');
}

/** The rewrapped file as the stream makes it: the new head, then the stored bytes from the data chunk on. */
function rewrapped(file: Buffer): Buffer {
  const result = plan(file);
  if (result.kind !== 'rewrap') throw new Error(`expected a rewrap, got ${result.kind}`);
  const out = Buffer.concat([result.prefix, file.subarray(result.copyFrom)]);
  expect(out.length).toBe(result.sizeBytes);
  return out;
}

describe('PCM format 1 for stores: the plan made from a WAV head', () => {
  it('a format-1 WAV goes unchanged', () => {
    expect(plan(wav({ layout: 'pcm' }))).toEqual({ kind: 'unchanged' });
  });

  it.each([16, 24])('an EXTENSIBLE %i-bit stereo WAV becomes format 1 with its samples byte for byte', (bits) => {
    const source = wav({ layout: 'extensible', bitsPerSample: bits, fact: true }, 1200);
    const out = rewrapped(source);
    const fmt = chunkBody(out, 'fmt ');
    expect(fmt.length).toBe(16);
    expect([fmt.readUInt16LE(0), fmt.readUInt16LE(2), fmt.readUInt32LE(4), fmt.readUInt16LE(12), fmt.readUInt16LE(14)]).toEqual([
      1,
      2,
      44_100,
      (2 * bits) / 8,
      bits,
    ]);
    expect(fmt.readUInt32LE(8)).toBe(44_100 * 2 * (bits / 8));
    expect(chunkBody(out, 'data').equals(chunkBody(source, 'data'))).toBe(true);
    expect(wavChunks(out).chunks.map((c) => c.id)).toEqual(['fmt ', 'data']);
    expect(wavChunks(out).riffSize).toBe(out.length - 8);
  });

  it('keeps LIST and bext (odd sizes, pad bytes included) and chunks after the samples; drops only fact', () => {
    const list = chunk('LIST', Buffer.from('INFOINAM\x05\x00\x00\x00Song\x00'));
    const source = wav(
      {
        layout: 'extensible',
        fact: true,
        before: [
          { id: 'bext', body: Buffer.alloc(603, 1) },
          { id: 'LIST', body: Buffer.from('odd') },
        ],
      },
      600,
      [list],
    );
    const out = rewrapped(source);
    const ids = (file: Buffer) => wavChunks(file).chunks.map((c) => `${c.id}:${c.body.toString('hex')}`);
    expect(ids(out).slice(1)).toEqual(ids(source).filter((id) => !id.startsWith('fmt ') && !id.startsWith('fact')));
    expect(wavChunks(out).riffSize).toBe(out.length - 8);
    expect(out.subarray(out.length - list.length).equals(list)).toBe(true);
  });

  it.each([
    [
      'floating-point samples',
      wav({ layout: 'extensible', bitsPerSample: 32, subFormatTag: 3 }),
      /floating-point samples, not integer PCM/,
    ],
    [
      'a float format-3 WAV',
      (() => {
        const f = wav({ layout: 'pcm', bitsPerSample: 32 });
        f.writeUInt16LE(3, 20);
        return f;
      })(),
      /floating-point/,
    ],
    ['mono', wav({ layout: 'extensible', channels: 1 }), /1-channel 24-bit WAV; only stereo 16 or 24-bit/],
    ['32-bit integer', wav({ layout: 'extensible', bitsPerSample: 32 }, 800), /2-channel 32-bit WAV/],
    ['20 valid bits in 24', wav({ layout: 'extensible', validBitsPerSample: 20 }), /2-channel 24-bit \(20 valid\) WAV/],
    ['5.1 surround', wav({ layout: 'extensible', channels: 6 }, 1800), /6-channel 24-bit WAV/],
  ])('refuses %s with a plain reason', (_name, file, reason) => {
    const result = plan(file);
    expect(result.kind).toBe('refused');
    if (result.kind === 'refused') expect(result.reason).toMatch(reason);
  });

  it('names what is wrong with a file that is not a usable WAV', () => {
    const good = wav({ layout: 'extensible' });
    const truncated = good.subarray(0, good.length - 10);
    const rf64 = Buffer.from(good);
    rf64.write('RF64', 0, 'latin1');
    const noFormat = Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WAVE', 'latin1'), chunk('data', samples(6))]);
    expect(readWavHead(truncated, truncated.length)).toEqual({ problem: 'truncated' });
    expect(readWavHead(rf64, rf64.length)).toEqual({ problem: 'rf64' });
    expect(readWavHead(Buffer.from('ID3\x03 not a wave at all'), 22)).toEqual({ problem: 'notWav' });
    expect(readWavHead(noFormat, noFormat.length)).toEqual({ problem: 'noFormat' });
    expect(readWavHead(good.subarray(0, 40), good.length)).toEqual({ more: true });
  });
});
