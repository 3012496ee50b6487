import { AI_PART_LABELS, AI_PARTS, type AiDisclosure, type AiPart, type ContainsAi, releaseAnswerOf } from './ai-disclosure';

const NOT_ASKED = 'Not asked (sent before the question existed)';

/** One answer in plain words for the desk and the artist's page; a track or cover sent before the question says so. */
export function containsAiInWords(answer: ContainsAi | null | undefined, parts?: Record<AiPart, boolean>): string {
  if (!answer) return NOT_ASKED;
  if (answer === 'None') return 'No generative AI used';
  if (answer === 'All') return 'All of it made with generative AI';
  const named = parts ? AI_PARTS.filter((part) => parts[part]).map((part) => AI_PART_LABELS[part].toLowerCase()) : [];
  return named.length ? `Partly made with generative AI: ${named.join(', ')}` : 'Partly made with generative AI';
}

/** The release's answer in words, derived from its tracks and artwork. */
export const aiDisclosureInWords = (answer: AiDisclosure): string => containsAiInWords(releaseAnswerOf(answer));
