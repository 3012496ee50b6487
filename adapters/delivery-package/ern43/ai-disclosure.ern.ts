import type { AiDisclosure, AiPart } from '../../../domain/release/ai-disclosure';
import type { ErnNode } from './ern-node';

/** The ContributorRole (AVS) a GenerativeAI contributor takes on a SoundRecording for each part of the music. */
export const AI_PART_ROLE = {
  aiVocals: 'Vocalist',
  aiInstrumentation: 'Musician',
  aiComposition: 'Composer',
  aiLyrics: 'Lyricist',
} as const satisfies Partial<Record<AiPart, string>>;

type MusicPart = keyof typeof AI_PART_ROLE;
const MUSIC_PARTS = Object.keys(AI_PART_ROLE) as MusicPart[];

/**
 * A resource's ContainsAI from the release's answer: left out when the artist was never asked (no answer is not
 * 'None'); under 'Partly', 'Partly' only when one of the resource's own parts was ticked.
 */
function containsAi(answer: AiDisclosure, partTicked: boolean): { ContainsAI?: string } {
  if (answer.containsAi === null) return {};
  if (answer.containsAi === 'Partly') return { ContainsAI: partTicked ? 'Partly' : 'None' };
  return { ContainsAI: answer.containsAi };
}

/**
 * What a SoundRecording says of AI: its ContainsAI, and one GenerativeAI contributor per part of the music it made
 * (numbered after the `credited` people), with AiContribution 'All', the schema's value for such a contributor.
 */
export function soundRecordingAi(answer: AiDisclosure, credited: number): { flag: { ContainsAI?: string }; contributors: ErnNode[] } {
  const parts = answer.containsAi === 'Partly' ? MUSIC_PARTS.filter((part) => answer[part]) : [];
  return {
    flag: containsAi(answer, parts.length > 0),
    contributors: parts.map((part, index) => ({
      '@SequenceNumber': String(credited + index + 1),
      SpecialContributor: 'GenerativeAI',
      Role: { Value: AI_PART_ROLE[part] },
      AiContribution: 'All',
    })),
  };
}

/** The front cover's ContainsAI. */
export const imageAi = (answer: AiDisclosure): { ContainsAI?: string } => containsAi(answer, answer.aiArtwork);
