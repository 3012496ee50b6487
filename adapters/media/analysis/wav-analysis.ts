import { type AudioAnalysis, WAVEFORM_BUCKETS } from '../../../domain/files/audio-analysis';
import { isDecodable } from '../pcm-decoder';
import { WavHeaderParser } from '../wav-header-parser';
import type { WavLayout } from '../wav-format';
import { FloatFrames } from './float-frames';
import { HighBandProbe } from './high-band-probe';
import { LoudnessMeter } from './libebur128.loudness-meter';
import { SignalStats } from './signal-stats';
import { TruePeakMeter } from './true-peak-meter';

const HI_RES_ABOVE_HZ = 48_000;

interface Meters {
  layout: WavLayout;
  frames: FloatFrames;
  loudness: LoudnessMeter;
  truePeak: TruePeakMeter;
  stats: SignalStats;
  highBand: HighBandProbe | null;
  remaining: number;
}

/** One WAV's analysis fed its bytes in order: the header, then each chunk of samples through every meter once. */
export class WavAnalysis {
  private readonly header = new WavHeaderParser();
  private meters: Meters | null = null;

  push(chunk: Buffer): void {
    let rest = chunk;
    if (!this.header.layout) {
      rest = chunk.subarray(this.header.push(chunk));
      if (!this.header.layout) return;
    }
    const meters = (this.meters ??= this.start(this.header.layout));
    if (meters.remaining <= 0 || rest.length === 0) return;
    const samples = rest.subarray(0, Math.min(rest.length, meters.remaining));
    meters.remaining -= samples.length;
    meters.frames.push(samples, (interleaved, count) => {
      meters.loudness.add(interleaved, count);
      meters.truePeak.add(interleaved, count);
      meters.stats.push(interleaved, count);
      meters.highBand?.push(interleaved, count);
    });
  }

  finish(): AudioAnalysis {
    if (!this.meters) return this.header.finishWithoutData();
    const { layout, frames, loudness, truePeak, stats, highBand } = this.meters;
    try {
      const rate = layout.format.sampleRate;
      const level = loudness.figures();
      const peak = truePeak.peak();
      const truePeakDbtp = peak > 0 ? 20 * Math.log10(peak) : null;
      const signal = stats.figures();
      const seconds = (count: number) => Math.round((count / rate) * 10) / 10;
      const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
      return {
        integratedLufs: round(level.integratedLufs),
        loudnessRangeLu: round(level.loudnessRangeLu) ?? 0,
        truePeakDbtp: round(truePeakDbtp),
        clipRuns: signal.clipRuns,
        leadingSilenceSeconds: seconds(signal.leadingSilentFrames),
        trailingSilenceSeconds: seconds(signal.trailingSilentFrames),
        dcOffsetPercent: signal.dcOffsetPercent,
        stereo: signal.stereo,
        padded16Bit: frames.width === 3 && layout.format.bitDepth === 24 && frames.lowBits === 0 && truePeakDbtp !== null,
        upsampled: highBand?.empty() ?? false,
        durationSeconds: Math.round((layout.dataSize / layout.format.blockAlign / rate) * 1000) / 1000,
        peaks: signal.peaks,
      };
    } finally {
      this.close();
    }
  }

  /** Frees the meter's native state (also when the stream failed half-way). */
  close(): void {
    this.meters?.loudness.close();
  }

  private start(layout: WavLayout): Meters {
    const { format } = layout;
    if (!isDecodable(format)) throw new Error(`Cannot analyse audio in format ${format.formatCode} at ${format.bitDepth} bits`);
    const totalFrames = Math.floor(layout.dataSize / format.blockAlign);
    return {
      layout,
      frames: new FloatFrames(format),
      loudness: new LoudnessMeter(format.channels, format.sampleRate),
      truePeak: new TruePeakMeter(format.channels, format.sampleRate),
      stats: new SignalStats(format.channels, totalFrames, WAVEFORM_BUCKETS),
      highBand: format.sampleRate > HI_RES_ABOVE_HZ ? new HighBandProbe(format.channels, format.sampleRate) : null,
      remaining: layout.dataSize,
    };
  }
}
