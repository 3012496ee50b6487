import type { AudioAnalysis } from './audio-analysis';
import { AUDIO_ADVICE as SAY } from './audio-advice.messages';
import type { ArtworkFacts } from './media-quality';
import { MASTERING_LIMITS as LIMIT, STORE_LOUDNESS_TARGETS } from './store-targets';

/** pass: nothing to do; advice: worth a look, never stops anything; blocking: stores would refuse or it sounds broken. */
export type FindingLevel = 'pass' | 'advice' | 'blocking';

export interface Finding {
  /** Stable per check, e.g. 'loudness.Spotify', 'true-peak', 'clipping'. */
  check: string;
  level: FindingLevel;
  message: string;
}

const rounded = (value: number) => Math.round(value * 10) / 10;

function loudnessFindings(lufs: number | null): Finding[] {
  if (lufs === null) return [{ check: 'loudness', level: 'blocking', message: SAY.silentFile }];
  const turnedDown = STORE_LOUDNESS_TARGETS.filter((t) => lufs - t.playsAtLufs > LIMIT.turnDownToleranceLu).map((t) => ({
    check: `loudness.${t.store}`,
    level: 'advice' as const,
    message: SAY.turnedDown(t.store, Math.round(lufs - t.playsAtLufs), rounded(lufs), t.playsAtLufs),
  }));
  if (turnedDown.length > 0) return turnedDown;
  if (lufs < LIMIT.quietBelowLufs) return [{ check: 'loudness', level: 'advice', message: SAY.quiet(rounded(lufs)) }];
  return [{ check: 'loudness', level: 'pass', message: SAY.loudnessFits(rounded(lufs)) }];
}

function truePeakFinding(dbtp: number | null): Finding[] {
  if (dbtp === null) return [];
  const high = dbtp > LIMIT.truePeakCeilingDbtp;
  return [
    {
      check: 'true-peak',
      level: high ? 'advice' : 'pass',
      message: high ? SAY.truePeakHigh(rounded(dbtp), LIMIT.truePeakCeilingDbtp) : SAY.truePeakFits(rounded(dbtp)),
    },
  ];
}

function clippingFinding(runs: number): Finding {
  if (runs >= LIMIT.blockingClipRuns) return { check: 'clipping', level: 'blocking', message: SAY.clippedBadly(runs) };
  if (runs > 0) return { check: 'clipping', level: 'advice', message: SAY.clipped(runs) };
  return { check: 'clipping', level: 'pass', message: SAY.notClipped };
}

function silenceFindings(a: AudioAnalysis): Finding[] {
  const found: Finding[] = [];
  if (a.leadingSilenceSeconds > LIMIT.leadingSilenceSeconds)
    found.push({ check: 'leading-silence', level: 'advice', message: SAY.leadingSilence(a.leadingSilenceSeconds) });
  if (a.trailingSilenceSeconds > LIMIT.trailingSilenceSeconds)
    found.push({ check: 'trailing-silence', level: 'advice', message: SAY.trailingSilence(a.trailingSilenceSeconds) });
  return found.length > 0 ? found : [{ check: 'silence', level: 'pass', message: SAY.silenceFits }];
}

function signalFindings(a: AudioAnalysis): Finding[] {
  const found: Finding[] = [];
  if (a.dcOffsetPercent > LIMIT.dcOffsetPercent)
    found.push({ check: 'dc-offset', level: 'advice', message: SAY.dcOffset(a.dcOffsetPercent) });
  if (a.stereo === 'mono-as-stereo') found.push({ check: 'stereo', level: 'advice', message: SAY.monoAsStereo });
  else if (a.stereo === 'phase-inverted') found.push({ check: 'stereo', level: 'blocking', message: SAY.phaseInverted });
  else if (a.stereo === 'stereo') found.push({ check: 'stereo', level: 'pass', message: SAY.stereoFits });
  if (a.padded16Bit) found.push({ check: 'padded-16-bit', level: 'advice', message: SAY.padded16Bit });
  if (a.upsampled) found.push({ check: 'upsampled', level: 'advice', message: SAY.upsampled });
  if (!a.padded16Bit && !a.upsampled) found.push({ check: 'resolution', level: 'pass', message: SAY.resolutionFits });
  return found;
}

/** Every check of an analysed WAV, worded for the artist: the wizard, the review page and the desk show these. */
export function audioFindings(analysis: AudioAnalysis): Finding[] {
  return [
    ...loudnessFindings(analysis.integratedLufs),
    ...truePeakFinding(analysis.truePeakDbtp),
    clippingFinding(analysis.clipRuns),
    ...silenceFindings(analysis),
    ...signalFindings(analysis),
  ];
}

/** The artwork checks in the same report: exactly square, big enough, RGB, within the stores' size limit. */
export function artworkFindings(facts: ArtworkFacts, sizeBytes: number): Finding[] {
  const found: Finding[] = [];
  if (facts.width !== facts.height)
    found.push({ check: 'artwork.square', level: 'blocking', message: SAY.artworkNotSquare(facts.width, facts.height) });
  if (Math.min(facts.width, facts.height) < LIMIT.artworkMinSidePx)
    found.push({ check: 'artwork.size', level: 'blocking', message: SAY.artworkTooSmall(LIMIT.artworkMinSidePx) });
  if (facts.colourSpace === 'CMYK' || facts.colourSpace === 'Grayscale')
    found.push({ check: 'artwork.colour', level: 'blocking', message: SAY.artworkNotRgb(facts.colourSpace) });
  else if (facts.colourSpace !== 'sRGB') found.push({ check: 'artwork.colour', level: 'advice', message: SAY.artworkOtherProfile });
  if (sizeBytes > LIMIT.artworkMaxBytes)
    found.push({ check: 'artwork.bytes', level: 'advice', message: SAY.artworkTooLarge(LIMIT.artworkMaxBytes / 1024 / 1024) });
  if (!facts.complete) found.push({ check: 'artwork.truncated', level: 'blocking', message: SAY.artworkTruncated });
  return found.length > 0 ? found : [{ check: 'artwork', level: 'pass', message: SAY.artworkFits }];
}

export function hasBlocking(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.level === 'blocking');
}
