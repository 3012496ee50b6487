// spec: public flow §3 Track. The per-track values an artist gives, declared once: every layer that carries a
// track derives its type from TRACK_FIELDS or is checked against it by the compiler (README: a per-track field).
import type { FieldSpecsOf } from '../forms/field-spec';
import { fieldNames } from '../forms/field-spec';
import { COUNT_LIMITS, TEXT_LIMITS } from '../forms/input-limits';
import { parseIsrc } from '../catalogue/isrc';
import { CONTAINS_AI, type ContainsAi } from '../release/ai-disclosure';
import { parseLyricsLanguage } from './lyrics-language';

/** The per-track values, one line each; TRACK_FIELDS below must give each its spec (the compiler checks both ways). */
export interface TrackFields {
  title: string;
  releaseAsSingle: boolean;
  /** yyyy-MM-dd. */
  singleReleaseDate: string | null;
  singleOrder: number | null;
  useCustomArtwork: boolean;
  socialClipsEnabled: boolean;
  version: string;
  /** ISO 639-1. */
  lyricsLanguage: string | null;
  /** The recording's own ISRC, 12 characters without hyphens; blank lets the label assign one on approval. */
  isrc: string | null;
  /** The artist says the recording has no vocals (stores read IsInstrumental); never inferred from other fields. */
  instrumental: boolean;
  /** Whether generative AI made the recording (DDEX ContainsAI); null for a track sent before the question. */
  containsAi: ContainsAi | null;
}

export const TRACK_FIELDS = {
  title: { kind: 'text', label: 'Track title', maxLength: TEXT_LIMITS.title },
  releaseAsSingle: { kind: 'flag', label: 'Release as a single' },
  singleReleaseDate: { kind: 'date', label: 'Single release date' },
  singleOrder: { kind: 'count', label: 'Single order', min: 1, max: COUNT_LIMITS.singleOrder },
  useCustomArtwork: { kind: 'flag', label: 'Custom artwork' },
  socialClipsEnabled: { kind: 'flag', label: 'Social clips' },
  // Label copy a store needs: the version shown beside the title ('Radio Edit', 'Remix') and the lyrics' language.
  version: { kind: 'text', label: 'Version', maxLength: TEXT_LIMITS.trackVersion },
  lyricsLanguage: { kind: 'code', label: 'Lyrics language', maxLength: TEXT_LIMITS.languageCode, parse: parseLyricsLanguage },
  isrc: { kind: 'code', label: 'ISRC', maxLength: TEXT_LIMITS.isrc, parse: parseIsrc },
  instrumental: { kind: 'flag', label: 'Instrumental (no vocals)' },
  containsAi: { kind: 'choice', label: 'Generative AI', options: CONTAINS_AI },
} as const satisfies FieldSpecsOf<TrackFields>;

export type TrackFieldName = keyof TrackFields;

export const TRACK_FIELD_NAMES: readonly TrackFieldName[] = fieldNames(TRACK_FIELDS);
