import { AI_PART_LABELS, AI_PARTS, type AiDisclosure } from './ai-disclosure';

/** The answer in plain words for the desk and the artist's page; a release sent before the question says so. */
export function aiDisclosureInWords(answer: AiDisclosure): string {
  if (answer.containsAi === null) return 'Not asked (sent before the question existed)';
  if (answer.containsAi === 'None') return 'No generative AI used';
  if (answer.containsAi === 'All') return 'All of it made with generative AI';
  const parts = AI_PARTS.filter((part) => answer[part]).map((part) => AI_PART_LABELS[part].toLowerCase());
  return `Partly made with generative AI: ${parts.join(', ')}`;
}
