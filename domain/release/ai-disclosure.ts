// Stores take AI disclosure through DDEX ERN 4.3.2 (`ContainsAI`, and GenerativeAI contributors naming the parts).
// The artist answers once for the release; the rule and its messages live here for the wizard and the API.
import type { FieldIssue } from '../shared/field-issue';

/** DDEX's allowed values for ContainsAI (AVS `ContainsAI`), as the ERN writes them. */
export const CONTAINS_AI = ['None', 'Partly', 'All'] as const;
export type ContainsAi = (typeof CONTAINS_AI)[number];

/** The answers in the artist's words. */
export const CONTAINS_AI_LABELS: Record<ContainsAi, string> = {
  None: 'No, none of it',
  Partly: 'Yes, some parts',
  All: 'Yes, all of it',
};

/** The parts of a release an artist can say were made with generative AI, one release field each. */
export const AI_PARTS = ['aiVocals', 'aiInstrumentation', 'aiComposition', 'aiLyrics', 'aiArtwork'] as const;
export type AiPart = (typeof AI_PARTS)[number];

export const AI_PART_LABELS: Record<AiPart, string> = {
  aiVocals: 'Vocals',
  aiInstrumentation: 'Instrumentation',
  aiComposition: 'Composition (melody, harmony)',
  aiLyrics: 'Lyrics',
  aiArtwork: 'Artwork',
};

export type AiDisclosure = { containsAi: ContainsAi | null } & Record<AiPart, boolean>;

/** No answer: what a release sent before the question holds (never read as 'None'). */
export const EMPTY_AI_DISCLOSURE: AiDisclosure = {
  containsAi: null,
  aiVocals: false,
  aiInstrumentation: false,
  aiComposition: false,
  aiLyrics: false,
  aiArtwork: false,
};

export const AI_DISCLOSURE_MESSAGES = {
  answerRequired: 'Please say whether generative AI was used to make this release.',
  partsRequired: 'Please tick which parts were made with generative AI.',
  partsOnlyWhenPartly: 'Tick parts made with generative AI only when some parts of the release were.',
} as const;

/** The question as the wizard asks it. */
export const AI_DISCLOSURE_QUESTION = 'Was generative AI used to make any of this release?';

/** The answer's rule, checked on Next and on submit (a draft keeps whatever was chosen). */
export function aiDisclosureIssues(answer: Partial<AiDisclosure>): FieldIssue[] {
  const ticked = AI_PARTS.some((part) => answer[part] === true);
  if (!answer.containsAi) return [{ field: 'containsAi', message: AI_DISCLOSURE_MESSAGES.answerRequired }];
  if (answer.containsAi === 'Partly' && !ticked) return [{ field: 'aiParts', message: AI_DISCLOSURE_MESSAGES.partsRequired }];
  if (answer.containsAi !== 'Partly' && ticked) return [{ field: 'aiParts', message: AI_DISCLOSURE_MESSAGES.partsOnlyWhenPartly }];
  return [];
}
