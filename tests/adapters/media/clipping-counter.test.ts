import { ClippingCounter } from '../../../adapters/media/clipping-counter';

/** A small deterministic generator, so a failure reproduces. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** The plain definition: one sample at a time, nothing clever. */
function reference(data: Buffer, w: number, isFloat: boolean): number {
  let n = 0;
  for (let i = 0; i + w <= data.length; i += w) {
    if (isFloat) {
      if (Math.abs(w === 4 ? data.readFloatLE(i) : data.readDoubleLE(i)) >= 1) n++;
    } else if (w === 1) {
      if (data[i] === 0 || data[i] === 255) n++;
    } else {
      const v = data.readIntLE(i, w);
      const max = 2 ** (8 * w - 1) - 1;
      if (v === max || v <= -max) n++;
    }
  }
  return n;
}

function samples(next: () => number, w: number, isFloat: boolean, count: number, density: number): Buffer {
  const data = Buffer.alloc(w * count);
  const max = 2 ** (8 * w - 1) - 1;
  for (let i = 0; i < data.length; i += w) {
    const clip = next() < density;
    if (isFloat) {
      const v = clip ? (next() < 0.5 ? 1 : -1.5) : next() * 1.8 - 0.9;
      if (w === 4) data.writeFloatLE(v, i);
      else data.writeDoubleLE(v, i);
    } else if (w === 1) data[i] = clip ? 0 : Math.floor(next() * 256);
    else
      data.writeIntLE(
        clip ? [max, -max, -max - 1, max - 1][Math.floor(next() * 4)] : Math.floor((next() * 2 - 1) * max * (next() < 0.3 ? 1 : 0.01)),
        i,
        w,
      );
  }
  return data;
}

describe('ClippingCounter', () => {
  const formats: Array<[number, boolean]> = [
    [1, false],
    [2, false],
    [3, false],
    [4, false],
    [4, true],
    [8, true],
  ];
  it.each(formats)(
    'counts %i-byte samples (float %s) like the one-sample-at-a-time definition, whatever the chunking and alignment',
    (w, isFloat) => {
      const next = random(w * 31 + (isFloat ? 7 : 0));
      for (const density of [0, 0.0005, 0.05, 0.6]) {
        const data = samples(next, w, isFloat, 20_000 + Math.floor(next() * 20_000), density);
        const counter = new ClippingCounter({
          container: 'RIFF',
          formatCode: isFloat ? 3 : 1,
          subFormatCode: null,
          channels: 1,
          sampleRate: 44100,
          blockAlign: w,
          bitDepth: w * 8,
        });
        for (let at = 0; at < data.length;) {
          const n = Math.min(data.length - at, 1 + Math.floor(next() * 9000));
          // Copied one byte into a larger buffer: chunks arrive at odd addresses too.
          const holder = Buffer.alloc(n + 2);
          data.copy(holder, 1, at, at + n);
          counter.push(holder.subarray(1, 1 + n));
          at += n;
        }
        expect(counter.count).toBe(reference(data, w, isFloat));
      }
    },
  );
});
