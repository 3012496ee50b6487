// Stores take AI disclosure through DDEX ERN 4.3.2: `ContainsAI` on each SoundRecording and the cover Image, and
// GenerativeAI contributors naming the parts. The artist answers per track and for the artwork; the release's own
// ContainsAI is derived from those answers. The rule and its messages live here for the wizard and the API.
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

/** The parts of the music an artist can say generative AI made in the tracks answered 'some parts', one release field each. */
export const AI_PARTS = ['aiVocals', 'aiInstrumentation', 'aiComposition', 'aiLyrics'] as const;
export type AiPart = (typeof AI_PARTS)[number];

export const AI_PART_LABELS: Record<AiPart, string> = {
  aiVocals: 'Vocals',
  aiInstrumentation: 'Instrumentation',
  aiComposition: 'Composition (melody, harmony)',
  aiLyrics: 'Lyrics',
};

/** The answers the rule reads: each track's, the artwork's and the parts. Null: not answered (or sent before the question). */
export type AiDisclosure = {
  tracks: readonly { containsAi?: ContainsAi | null }[];
  artworkContainsAi: ContainsAi | null;
} & Record<AiPart, boolean>;

export const NO_AI_PARTS: Record<AiPart, boolean> = { aiVocals: false, aiInstrumentation: false, aiComposition: false, aiLyrics: false };

export const AI_DISCLOSURE_MESSAGES = {
  trackAnswerRequired: (position: number) => `Track ${position}: please say whether generative AI was used to make it.`,
  artworkAnswerRequired: 'Artwork: please say whether generative AI was used to make it.',
  partsRequired: 'Please tick which parts of those tracks were made with generative AI.',
  partsOnlyWhenPartly: 'Tick parts made with generative AI only when some parts of a track were.',
} as const;

/** The questions as the wizard asks them. */
export const AI_DISCLOSURE_QUESTIONS = {
  track: 'Was generative AI used to make this track?',
  artwork: 'Was generative AI used to make the artwork?',
  parts: 'Which parts of those tracks were made with generative AI?',
} as const;

/** The wizard's and the API's field key of a track's answer. */
export const trackAiField = (index: number): string => `tracks[${index}].containsAi`;

/** Whether a track answered 'some parts', so the parts question applies. */
export const anyTrackPartly = (tracks: AiDisclosure['tracks']): boolean => tracks.some((track) => track.containsAi === 'Partly');

/** The answers' rule, checked on Next and on submit (a draft keeps whatever was chosen, half answers too). */
export function aiDisclosureIssues(answer: Partial<AiDisclosure>): FieldIssue[] {
  const tracks = answer.tracks ?? [];
  const issues: FieldIssue[] = tracks.flatMap((track, index) =>
    track.containsAi ? [] : [{ field: trackAiField(index), message: AI_DISCLOSURE_MESSAGES.trackAnswerRequired(index + 1) }],
  );
  if (!answer.artworkContainsAi) issues.push({ field: 'artworkContainsAi', message: AI_DISCLOSURE_MESSAGES.artworkAnswerRequired });
  const ticked = AI_PARTS.some((part) => answer[part] === true);
  const partly = anyTrackPartly(tracks);
  if (partly && !ticked) issues.push({ field: 'aiParts', message: AI_DISCLOSURE_MESSAGES.partsRequired });
  if (!partly && ticked && tracks.every((track) => track.containsAi)) {
    issues.push({ field: 'aiParts', message: AI_DISCLOSURE_MESSAGES.partsOnlyWhenPartly });
  }
  return issues;
}

/**
 * The release's ContainsAI, derived from its tracks' and artwork's answers: none when any is missing (a release sent
 * before the question), 'None' or 'All' when every answer says so, 'Partly' otherwise.
 */
export function releaseContainsAi(answers: readonly (ContainsAi | null | undefined)[]): ContainsAi | null {
  if (answers.length === 0 || answers.some((answer) => !answer)) return null;
  if (answers.every((answer) => answer === 'None')) return 'None';
  if (answers.every((answer) => answer === 'All')) return 'All';
  return 'Partly';
}

/** The release's ContainsAI from an answer set. */
export const releaseAnswerOf = (answer: AiDisclosure): ContainsAi | null =>
  releaseContainsAi([...answer.tracks.map((track) => track.containsAi), answer.artworkContainsAi]);
