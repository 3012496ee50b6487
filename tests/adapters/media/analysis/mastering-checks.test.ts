import { soxWorkshop, STEREO_48K_24 } from '../../../support/media/sox-signals';

const sox = soxWorkshop('mastering-');
const STEREO_MUSIC = ['synth', '6', 'sine', '440', 'sine', '660', 'vol', '0.5'];

describe('mastering checks, each on a sox-made file that shows it and one that does not', () => {
  let plain: Awaited<ReturnType<typeof sox.analyse>>;
  beforeAll(async () => {
    plain = await sox.analyse(sox.make('plain.wav', STEREO_48K_24, STEREO_MUSIC));
  });

  it('a plain stereo master shows none of them', () => {
    expect(plain).toMatchObject({
      clipRuns: 0,
      leadingSilenceSeconds: 0,
      trailingSilenceSeconds: 0,
      stereo: 'stereo',
      padded16Bit: false,
      upsampled: false,
    });
    expect(plain.dcOffsetPercent).toBeLessThan(0.1);
    expect(plain.durationSeconds).toBe(6);
    expect(plain.peaks).toHaveLength(800);
    expect(Math.max(...plain.peaks)).toBeCloseTo(0.5, 1);
  });

  it('a clipped master: runs of full-scale samples are counted', async () => {
    const clipped = await sox.analyse(sox.make('clipped.wav', STEREO_48K_24, [...STEREO_MUSIC, 'vol', '4']));
    expect(clipped.clipRuns).toBeGreaterThan(100);
  });

  it('4 s of trailing silence and 3 s of leading silence are measured', async () => {
    const padded = await sox.analyse(sox.make('silences.wav', STEREO_48K_24, [...STEREO_MUSIC, 'pad', '3', '4']));
    expect(padded.leadingSilenceSeconds).toBeCloseTo(3, 1);
    expect(padded.trailingSilenceSeconds).toBeCloseTo(4, 1);
  });

  it('a mono mix saved as stereo, and a phase-inverted channel', async () => {
    const mono = await sox.analyse(sox.make('mono.wav', STEREO_48K_24, ['synth', '6', 'sine', '440', 'vol', '0.5']));
    expect(mono.stereo).toBe('mono-as-stereo');
    const tone = sox.make('tone.wav', STEREO_48K_24, ['synth', '6', 'sine', '440', 'vol', '0.5']);
    const inverted = await sox.analyse(sox.combine('inverted.wav', [tone, ...STEREO_48K_24], ['remix', '1', '2v-1']));
    expect(inverted.stereo).toBe('phase-inverted');
  });

  it('a DC offset', async () => {
    const shifted = await sox.analyse(sox.make('dc.wav', STEREO_48K_24, [...STEREO_MUSIC, 'dcshift', '0.05']));
    expect(shifted.dcOffsetPercent).toBeCloseTo(5, 0);
  });

  it("a '24-bit' file holding 16-bit audio", async () => {
    const sixteen = sox.make('sixteen.wav', ['-r', '48000', '-b', '16', '-c', '2'], STEREO_MUSIC);
    const padded = await sox.analyse(sox.combine('padded.wav', [sixteen, '-b', '24']));
    expect(padded.padded16Bit).toBe(true);
  });

  it('a 96 kHz file made from a 44.1 kHz one has nothing above 22 kHz; a genuine one does', async () => {
    const noise = ['synth', '6', 'whitenoise', 'vol', '0.3'];
    const cd = sox.make('cd.wav', ['-r', '44100', '-b', '16', '-c', '2'], noise);
    const upsampled = await sox.analyse(sox.combine('up.wav', [cd, '-r', '96000', '-b', '24']));
    expect(upsampled.upsampled).toBe(true);
    const genuine = await sox.analyse(sox.make('hires.wav', ['-r', '96000', '-b', '24', '-c', '2'], noise));
    expect(genuine.upsampled).toBe(false);
  });
});
