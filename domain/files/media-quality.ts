import { ARTWORK_QUALITY_WARNINGS, AUDIO_QUALITY_WARNINGS } from './media-quality.messages';

export const WAVE_FORMAT = { pcm: 0x0001, float: 0x0003, extensible: 0xfffe } as const;
export const EXPECTED_BIT_DEPTHS = [16, 24] as const;
export const MIN_SAMPLE_RATE_HZ = 44_100;
export const EXPECTED_CHANNELS = 2;
export const ARTWORK_MIN_SIDE_PX = 3000;
/** Refused before any decoding: a decompression bomb costs nothing to send. */
export const ARTWORK_MAX_SIDE_PX = 12_000;

/** What a WAV header and its data say, as read by the media inspector. */
export interface AudioFacts {
  container: 'RIFF' | 'RF64';
  formatCode: number;
  /** For WAVE_FORMAT_EXTENSIBLE: the sub-format's code (1 PCM, 3 float). */
  subFormatCode: number | null;
  bitDepth: number;
  sampleRate: number;
  channels: number;
  durationSeconds: number;
  trailingBytes: number;
  clippedSamples: number;
}

export function hex16(code: number): string {
  return `0x${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Header facts (EXTENSIBLE, RF64) are details, never warnings: an ordinary 24-bit EXTENSIBLE master is fine. */
export function audioQualityWarnings(facts: AudioFacts): string[] {
  const warnings: string[] = [];
  const effective = facts.formatCode === WAVE_FORMAT.extensible ? facts.subFormatCode : facts.formatCode;
  if (effective !== WAVE_FORMAT.pcm) warnings.push(AUDIO_QUALITY_WARNINGS.notPcm(hex16(effective ?? facts.formatCode)));
  if (!(EXPECTED_BIT_DEPTHS as readonly number[]).includes(facts.bitDepth)) warnings.push(AUDIO_QUALITY_WARNINGS.bitDepth(facts.bitDepth));
  if (facts.sampleRate < MIN_SAMPLE_RATE_HZ) warnings.push(AUDIO_QUALITY_WARNINGS.sampleRate(facts.sampleRate));
  if (facts.channels !== EXPECTED_CHANNELS) warnings.push(AUDIO_QUALITY_WARNINGS.channels(facts.channels));
  if (facts.durationSeconds < 1) warnings.push(AUDIO_QUALITY_WARNINGS.tooShort);
  if (facts.trailingBytes > 0) warnings.push(AUDIO_QUALITY_WARNINGS.trailingData(facts.trailingBytes));
  if (facts.clippedSamples > 0) warnings.push(AUDIO_QUALITY_WARNINGS.clipping(facts.clippedSamples));
  return warnings;
}

export type ColourSpace = 'sRGB' | 'RGB (other profile)' | 'CMYK' | 'Grayscale' | 'Unknown';

export interface ArtworkFacts {
  width: number;
  height: number;
  colourSpace: ColourSpace;
  /** False when the file ends before its EOI marker. */
  complete: boolean;
}

export function isOversizedImage(width: number, height: number): boolean {
  return width > ARTWORK_MAX_SIDE_PX || height > ARTWORK_MAX_SIDE_PX;
}

export function artworkQualityWarnings(facts: ArtworkFacts): string[] {
  const warnings: string[] = [];
  if (facts.width !== facts.height) warnings.push(ARTWORK_QUALITY_WARNINGS.notSquare(facts.width, facts.height));
  if (Math.min(facts.width, facts.height) < ARTWORK_MIN_SIDE_PX) warnings.push(ARTWORK_QUALITY_WARNINGS.tooSmall(ARTWORK_MIN_SIDE_PX));
  if (facts.colourSpace !== 'sRGB') warnings.push(ARTWORK_QUALITY_WARNINGS.colourSpace(facts.colourSpace));
  if (!facts.complete) warnings.push(ARTWORK_QUALITY_WARNINGS.truncated);
  return warnings;
}
