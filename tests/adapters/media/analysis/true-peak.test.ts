import { spawnSync } from 'node:child_process';
import { createReadStream, rmSync } from 'node:fs';
import { StreamingAudioAnalyser } from '../../../../adapters/media/analysis/streaming.audio-analyser';
import { soxEffects, soxWorkshop, STEREO_48K_24 } from '../../../support/media/sox-signals';

const sox = soxWorkshop('true-peak-');
// -V1: sox warns about every clipped sample, which the clipped master is made of.
const FORMAT = ['-V1', ...STEREO_48K_24];

/**
 * ffmpeg's EBU R128 meter's true peak in dBTP. Its summary rounds to 0.1 dB, so this reads the running maximum
 * it attaches to each frame (linear, three decimals, the last frame's is the whole file's).
 */
function ffmpegTruePeak(file: string): number {
  const filter = 'ebur128=peak=true:metadata=1,ametadata=mode=print:key=lavfi.r128.true_peak';
  const run = spawnSync('ffmpeg', ['-nostats', '-hide_banner', '-i', file, '-af', filter, '-f', 'null', '-'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const readings = [...run.stderr.matchAll(/lavfi\.r128\.true_peak=([\d.]+)/g)];
  if (readings.length === 0) throw new Error(`ffmpeg printed no true peak for ${file}:\n${run.stderr.slice(-2000)}`);
  return 20 * Math.log10(Number(readings[readings.length - 1][1]));
}

// Masters whose reconstructed waveform rises above their samples: what true peak exists to catch.
const SIGNALS: [string, string[]][] = [
  ['a clipped master (pink noise driven 12 dB into full scale)', soxEffects('synth 8 pinknoise pinknoise gain -n 0 gain 12')],
  [
    'a hot master (pink noise with a treble lift squeezed by a compander, peaks at full scale)',
    soxEffects('synth 8 pinknoise pinknoise gain -n -1 treble 4 compand 0.001,0.05 -30,-30,-6,-2.4,0,-0.3 gain -n 0'),
  ],
  [
    'an inter-sample-peak tone (fs/4 sine at 45° phase, samples at full scale)',
    soxEffects('synth 5 sine 12000 0 12.5 fade 0.1 5 0.1 gain -n 0'),
  ],
  ['a square wave (997 Hz at −1 dBFS)', soxEffects('synth 5 square 997 fade 0.01 5 0.01 gain -n -1')],
];

describe('true peak on masters that overshoot between samples, beside ffmpeg ebur128=peak=true', () => {
  afterAll(() => rmSync(sox.dir, { recursive: true, force: true }));

  it.each(SIGNALS)('%s reads within 0.2 dB of ffmpeg', async (name, effects) => {
    const file = sox.make(`${name.replace(/\W+/g, '-')}.wav`, FORMAT, effects);
    const reference = ffmpegTruePeak(file);
    // Every one of them overshoots: the reference reads above 0 dBTP though no sample exceeds full scale.
    expect(reference).toBeGreaterThan(1);
    const { truePeakDbtp } = await sox.analyse(file);
    expect(truePeakDbtp).not.toBeNull();
    expect(Math.abs(truePeakDbtp! - reference)).toBeLessThanOrEqual(0.2);
  });

  it('reads the same whatever size of pieces the file arrives in', async () => {
    const file = sox.make('pieces.wav', FORMAT, SIGNALS[0][1]);
    const inPieces = (bytes: number) => new StreamingAudioAnalyser().analyse(createReadStream(file, { highWaterMark: bytes }));
    const [whole, small] = await Promise.all([inPieces(1024 * 1024), inPieces(1001)]);
    expect(small.truePeakDbtp).toBe(whole.truePeakDbtp);
  });
});
