import type { Finding } from '../domain/files/audio-advice';
import type { AudioAnalysis } from '../domain/files/audio-analysis';

export type { AudioAnalysis, Finding };

/** GET /api/files/:fileId/analysis: a WAV's analysis and its findings in plain words (owner or staff). */
export interface AudioAnalysisAnswer {
  /** none: not a WAV, or stored before the analysis existed. */
  status: 'none' | 'pending' | 'done' | 'failed';
  /** What to tell the artist while pending or after a failure. */
  message: string | null;
  analysis: AudioAnalysis | null;
  findings: Finding[];
  /** The header's facts (container, format code, bit depth, rate...), shown behind 'Show technical details'. */
  details: Record<string, string | number | boolean | null>;
}
