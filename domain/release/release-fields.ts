// spec: public flow §3 Submission form (release step). The release-level values an artist gives, declared once: every
// layer that carries a release derives its type from RELEASE_FIELDS or is checked against it (README: a field).
import { parseUpc } from '../catalogue/upc';
import type { FieldSpecsOf } from '../forms/field-spec';
import { fieldNames } from '../forms/field-spec';
import { TEXT_LIMITS } from '../forms/input-limits';
import { AI_PART_LABELS, CONTAINS_AI, type ContainsAi } from './ai-disclosure';
import { RELEASE_STRATEGIES, type ReleaseStrategy } from './release-strategies';
import { RELEASE_TYPES, type ReleaseType } from './release-type';

/** The release's own values, one line each; RELEASE_FIELDS below must give each its spec (the compiler checks both ways). */
export interface ReleaseFields {
  releaseType: ReleaseType | null;
  releaseTitle: string;
  primaryGenre: string;
  subGenre: string;
  /** yyyy-MM-dd. */
  releaseDate: string | null;
  earlyReleaseRequest: boolean;
  earlyReleaseReason: string;
  releaseStrategy: ReleaseStrategy | null;
  /** yyyy-MM-dd. */
  fullReleaseDate: string | null;
  /** Label copy: blank means the label's default (the release year, the configured label name). */
  pLineYear: number | null;
  pLineOwner: string;
  cLineYear: number | null;
  cLineOwner: string;
  labelName: string;
  /** The artist's own UPC/EAN, canonical digits; the label assigns one on approval when blank. */
  upc: string | null;
  /** Whether generative AI made the artwork (DDEX ContainsAI on the cover); null for a release sent before the question. */
  artworkContainsAi: ContainsAi | null;
  /** The parts generative AI made in the tracks answered 'Partly' (each track's own answer is its `containsAi`). */
  aiVocals: boolean;
  aiInstrumentation: boolean;
  aiComposition: boolean;
  aiLyrics: boolean;
}

/** The earliest year a ℗ or © line may name; the latest is next year. */
export const COPYRIGHT_YEAR_MIN = 1900;

export const RELEASE_FIELDS = {
  releaseType: { kind: 'choice', label: 'Release type', options: RELEASE_TYPES },
  releaseTitle: { kind: 'text', label: 'Release title', maxLength: TEXT_LIMITS.title },
  primaryGenre: { kind: 'text', label: 'Primary genre', maxLength: TEXT_LIMITS.genre },
  subGenre: { kind: 'text', label: 'Sub-genre', maxLength: TEXT_LIMITS.genre },
  releaseDate: { kind: 'date', label: 'Release date' },
  earlyReleaseRequest: { kind: 'flag', label: 'Early release request' },
  earlyReleaseReason: { kind: 'text', label: 'Early release reason', maxLength: TEXT_LIMITS.reason },
  releaseStrategy: { kind: 'choice', label: 'Release strategy', options: RELEASE_STRATEGIES },
  fullReleaseDate: { kind: 'date', label: 'Full release date' },
  pLineYear: { kind: 'year', label: '℗ year', min: COPYRIGHT_YEAR_MIN, yearsAhead: 1 },
  pLineOwner: { kind: 'text', label: '℗ owner', maxLength: TEXT_LIMITS.copyrightOwner },
  cLineYear: { kind: 'year', label: '© year', min: COPYRIGHT_YEAR_MIN, yearsAhead: 1 },
  cLineOwner: { kind: 'text', label: '© owner', maxLength: TEXT_LIMITS.copyrightOwner },
  labelName: { kind: 'text', label: 'Label name', maxLength: TEXT_LIMITS.labelName },
  upc: { kind: 'code', label: 'UPC/EAN', maxLength: TEXT_LIMITS.gtin, parse: parseUpc },
  artworkContainsAi: { kind: 'choice', label: 'Generative AI in the artwork', options: CONTAINS_AI },
  aiVocals: { kind: 'flag', label: `Generative AI: ${AI_PART_LABELS.aiVocals}` },
  aiInstrumentation: { kind: 'flag', label: `Generative AI: ${AI_PART_LABELS.aiInstrumentation}` },
  aiComposition: { kind: 'flag', label: `Generative AI: ${AI_PART_LABELS.aiComposition}` },
  aiLyrics: { kind: 'flag', label: `Generative AI: ${AI_PART_LABELS.aiLyrics}` },
} as const satisfies FieldSpecsOf<ReleaseFields>;

export type ReleaseFieldName = keyof ReleaseFields;

export const RELEASE_FIELD_NAMES: readonly ReleaseFieldName[] = fieldNames(RELEASE_FIELDS);
