import { spawnSync } from 'node:child_process';
import { soxWorkshop, STEREO_48K_24 } from '../../../support/media/sox-signals';

const sox = soxWorkshop('loudness-');
const sine = (seconds: number, dbfs: number) => ['synth', String(seconds), 'sine', '1000', 'vol', `${dbfs}dB`];

/** Concatenates 1 kHz tone segments (seconds, dBFS) into one file: EBU Tech 3341's gating cases. */
function segments(name: string, parts: [number, number][]): string {
  const files = parts.map(([seconds, dbfs], i) => sox.make(`${name}-${i}.wav`, STEREO_48K_24, sine(seconds, dbfs)));
  return sox.combine(`${name}.wav`, files);
}

/** ffmpeg's ebur128 filter's summary on the same file (the reference the analysis must agree with). */
function ffmpegEbur128(file: string): { integrated: number; truePeak: number } {
  const run = spawnSync('ffmpeg', ['-nostats', '-hide_banner', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-'], {
    encoding: 'utf8',
  });
  const summary = run.stderr.slice(run.stderr.lastIndexOf('Summary:'));
  const figure = (label: string) => Number(new RegExp(`${label}:\\s+(-?[\\d.]+)`).exec(summary)?.[1]);
  return { integrated: figure('I'), truePeak: figure('Peak') };
}

describe('loudness and true peak: EBU Tech 3341 minimum-requirement signals (made with sox)', () => {
  it.each([
    ['case 1: 1 kHz stereo sine at −23 dBFS', -23, () => sox.make('c1.wav', STEREO_48K_24, sine(20, -23))],
    ['case 2: 1 kHz stereo sine at −33 dBFS', -33, () => sox.make('c2.wav', STEREO_48K_24, sine(20, -33))],
    [
      'case 3: −36 / −23 / −36 dBFS (relative gate)',
      -23,
      () =>
        segments('c3', [
          [10, -36],
          [60, -23],
          [10, -36],
        ]),
    ],
    [
      'case 4: −72 / −36 / −23 / −36 / −72 dBFS (both gates)',
      -23,
      () =>
        segments('c4', [
          [10, -72],
          [10, -36],
          [60, -23],
          [10, -36],
          [10, -72],
        ]),
    ],
    [
      'case 5: −26 / −20 / −26 dBFS',
      -23,
      () =>
        segments('c5', [
          [20, -26],
          [20.1, -20],
          [20, -26],
        ]),
    ],
  ])('%s → integrated %d LUFS ± 0.1', async (_name, expected, make) => {
    const analysis = await sox.analyse(make());
    expect(analysis.integratedLufs).not.toBeNull();
    expect(Math.abs(analysis.integratedLufs! - expected)).toBeLessThanOrEqual(0.1);
  });

  // Tech 3341 cases 15–18: a quarter-rate sine (12 kHz at 48 kHz) at −6 dBFS whose samples miss its crest by a phase.
  it.each([0, 45, 60, 67.5, 88.2])('true peak of a −6 dBFS 12 kHz sine at %d° phase is −6.0 dBTP (+0.2 / −0.4)', async (degrees) => {
    const percent = String((degrees / 360) * 100);
    const file = sox.make(`tp-${degrees}.wav`, STEREO_48K_24, ['synth', '5', 'sine', '12000', '0', percent, 'vol', '-6dB']);
    const { truePeakDbtp } = await sox.analyse(file);
    expect(truePeakDbtp).not.toBeNull();
    expect(truePeakDbtp!).toBeGreaterThanOrEqual(-6.4);
    expect(truePeakDbtp!).toBeLessThanOrEqual(-5.8);
  });

  // Music-like material: noise shaped like a mix, chords with tremolo, a plucked line over a bass, each with dynamics.
  it.each([
    ['pink noise with a swell', ['synth', '30', 'pinknoise', 'vol', '-18dB', 'fade', 'q', '8', '30', '6', 'tremolo', '3', '40']],
    [
      'a chord with tremolo and a bass',
      ['synth', '25', 'sine', '220', 'sine', '277', 'sine', '330', 'sine', '55', 'tremolo', '5', '60', 'vol', '-10dB'],
    ],
    ['plucked notes over brown noise', ['synth', '0.25', 'pluck', 'C3', 'pluck', 'E3', 'repeat', '80', 'vol', '-4dB', 'reverb', '40']],
  ])('agrees with ffmpeg ebur128 within ± 0.2 LU on %s', async (name, effects) => {
    const file = sox.make(`${name.replace(/\W+/g, '-')}.wav`, STEREO_48K_24, effects);
    const ours = await sox.analyse(file);
    const reference = ffmpegEbur128(file);
    expect(Number.isFinite(reference.integrated)).toBe(true);
    expect(Math.abs(ours.integratedLufs! - reference.integrated)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(ours.truePeakDbtp! - reference.truePeak)).toBeLessThanOrEqual(0.4);
  });
});
