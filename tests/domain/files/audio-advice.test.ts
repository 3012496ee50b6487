import { artworkFindings, audioFindings, hasBlocking } from '../../../domain/files/audio-advice';
import type { AudioAnalysis } from '../../../domain/files/audio-analysis';
import { ORDINARY_ANALYSIS } from '../../support/builders/audio-analysis.builder';

const ordinary = ORDINARY_ANALYSIS;
const notPassing = (a: AudioAnalysis) => audioFindings(a).filter((f) => f.level !== 'pass');

describe('audio findings, worded from the one table of store targets', () => {
  it('an ordinary master passes every check', () => {
    expect(notPassing(ordinary)).toEqual([]);
    expect(audioFindings(ordinary).map((f) => f.check)).toEqual(['loudness', 'true-peak', 'clipping', 'silence', 'stereo', 'resolution']);
  });

  it('a hot master: each store says how much it turns it down, and the true peak is advice', () => {
    expect(notPassing({ ...ordinary, integratedLufs: -8.04, truePeakDbtp: 0.46 }).map((f) => [f.level, f.message])).toEqual([
      ['advice', 'Spotify will turn this down by 6 dB (−8.0 LUFS; Spotify plays at −14.0).'],
      ['advice', 'YouTube will turn this down by 6 dB (−8.0 LUFS; YouTube plays at −14.0).'],
      ['advice', 'Amazon Music will turn this down by 6 dB (−8.0 LUFS; Amazon Music plays at −14.0).'],
      ['advice', 'Apple Music will turn this down by 8 dB (−8.0 LUFS; Apple Music plays at −16.0).'],
      ['advice', 'True peak +0.5 dBTP: it may distort after encoding; most stores ask for −1.0 dBTP.'],
    ]);
  });

  it('silence, clipping, stereo and resolution findings', () => {
    const messages = (a: Partial<AudioAnalysis>) => notPassing({ ...ordinary, ...a }).map((f) => `${f.level}: ${f.message}`);
    expect(messages({ trailingSilenceSeconds: 4.2 })).toEqual(['advice: 4.2 s of silence at the end.']);
    expect(messages({ leadingSilenceSeconds: 2.5 })).toEqual(['advice: 2.5 s of silence at the start.']);
    expect(messages({ clipRuns: 12 })[0]).toMatch(/^advice: The audio hits the ceiling in 12 places/);
    expect(messages({ clipRuns: 250 })[0]).toMatch(/^blocking: /);
    expect(messages({ stereo: 'mono-as-stereo' })[0]).toMatch(/^advice: Both channels are the same/);
    expect(messages({ stereo: 'phase-inverted' })[0]).toMatch(/^blocking: One channel is upside down/);
    expect(messages({ padded16Bit: true })[0]).toMatch(/^advice: This 24-bit file holds 16-bit audio/);
    expect(messages({ upsampled: true })[0]).toMatch(/^advice: Nothing above 22 kHz/);
    expect(messages({ integratedLufs: null, truePeakDbtp: null })).toEqual(['blocking: This file is silent: there is no music in it.']);
    expect(hasBlocking(audioFindings({ ...ordinary, stereo: 'phase-inverted' }))).toBe(true);
    expect(hasBlocking(audioFindings(ordinary))).toBe(false);
  });

  it('artwork checks sit in the same report: square, 3000 px, RGB, within the size limit', () => {
    const good = { width: 3000, height: 3000, colourSpace: 'sRGB' as const, complete: true };
    expect(artworkFindings(good, 5_000_000)).toEqual([
      { check: 'artwork', level: 'pass', message: 'The artwork meets the stores’ requirements.' },
    ]);
    const levels = (f: ReturnType<typeof artworkFindings>) => f.map((x) => `${x.check}:${x.level}`);
    expect(levels(artworkFindings({ ...good, width: 3000, height: 2999 }, 1))).toEqual([
      'artwork.square:blocking',
      'artwork.size:blocking',
    ]);
    expect(levels(artworkFindings({ ...good, colourSpace: 'CMYK' }, 1))).toEqual(['artwork.colour:blocking']);
    expect(levels(artworkFindings(good, 11 * 1024 * 1024))).toEqual(['artwork.bytes:advice']);
  });
});
