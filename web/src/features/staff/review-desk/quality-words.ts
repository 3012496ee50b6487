import { ARTWORK_MIN_SIDE_PX, EXPECTED_BIT_DEPTHS, MIN_SAMPLE_RATE_HZ } from '@domain/files/media-quality';
import type { FileQualityReport as QualityReport } from '@wire';

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function duration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function artworkLine(facts: QualityReport['facts']): string | null {
  const width = num(facts.width);
  const height = num(facts.height);
  if (width === null || height === null) return null;
  const parts = [`Artwork is ${width}×${height}`];
  if (Math.min(width, height) < ARTWORK_MIN_SIDE_PX) parts.push(`stores ask for at least ${ARTWORK_MIN_SIDE_PX}×${ARTWORK_MIN_SIDE_PX}`);
  if (width !== height) parts.push('stores ask for a square image');
  if (typeof facts.colourSpace === 'string' && facts.colourSpace !== 'sRGB')
    parts.push(`colours are ${facts.colourSpace}, stores expect sRGB`);
  return parts.join('; ');
}

function audioLine(facts: QualityReport['facts']): string | null {
  const rate = num(facts.sampleRate);
  const bits = num(facts.bitDepth);
  const channels = num(facts.channels);
  const seconds = num(facts.durationSeconds);
  const figures = [
    rate !== null ? `${rate / 1000} kHz` : null,
    bits !== null ? `${bits}-bit` : null,
    channels !== null ? (channels === 2 ? 'stereo' : channels === 1 ? 'mono' : `${channels} channels`) : null,
    seconds !== null ? duration(seconds) : null,
  ].filter((f): f is string => f !== null);
  if (figures.length === 0) return null;
  const parts = [`Audio is ${figures.join(', ')}`];
  if (rate !== null && rate < MIN_SAMPLE_RATE_HZ) parts.push(`stores ask for at least ${MIN_SAMPLE_RATE_HZ / 1000} kHz`);
  if (bits !== null && !(EXPECTED_BIT_DEPTHS as readonly number[]).includes(bits))
    parts.push(`stores ask for ${EXPECTED_BIT_DEPTHS.join(' or ')}-bit`);
  return parts.join('; ');
}

/** One plain sentence of what the file is, set against what the stores ask for. */
export function qualitySummary(report: QualityReport): string | null {
  const facts = report.facts ?? {};
  return report.kind === 'artwork' ? artworkLine(facts) : audioLine(facts);
}

/** True when the report raised anything worth a staff member's attention. */
export function hasQualityWarnings(report: QualityReport): boolean {
  return (report.warnings ?? []).length > 0;
}
