import { AI_PARTS, type AiDisclosure, type AiPart, type ContainsAi, releaseAnswerOf } from '../../../domain/release/ai-disclosure';
import type { ErnNode } from './ern-node';

/** The ContributorRole (AVS) a GenerativeAI contributor takes on a SoundRecording for each part of the music. */
export const AI_PART_ROLE = {
  aiVocals: 'Vocalist',
  aiInstrumentation: 'Musician',
  aiComposition: 'Composer',
  aiLyrics: 'Lyricist',
} as const satisfies Record<AiPart, string>;

/**
 * The GenerativeAI contributors of a recording the artist said was made partly with generative AI: one per part the
 * release names (numbered after the `credited` people), with AiContribution 'All', the schema's value for such a
 * contributor. A recording answered otherwise (or never asked) has none. Its ContainsAI is the track's own declared
 * field (TRACK_FIELDS_IN_ERN).
 */
export function generativeAiContributors(trackAnswer: ContainsAi | null, parts: Record<AiPart, boolean>, credited: number): ErnNode[] {
  if (trackAnswer !== 'Partly') return [];
  return AI_PARTS.filter((part) => parts[part]).map((part, index) => ({
    '@SequenceNumber': String(credited + index + 1),
    SpecialContributor: 'GenerativeAI',
    Role: { Value: AI_PART_ROLE[part] },
    AiContribution: 'All',
  }));
}

/** The Release's ContainsAI, derived from its tracks' and cover's answers; left out when one was never asked. */
export function releaseAi(answer: AiDisclosure): { ContainsAI?: string } {
  const derived = releaseAnswerOf(answer);
  return derived ? { ContainsAI: derived } : {};
}
