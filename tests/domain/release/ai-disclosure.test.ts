import { validateMusicStep } from '../../../domain/forms';
import {
  AI_DISCLOSURE_MESSAGES,
  aiDisclosureInWords,
  aiDisclosureIssues,
  EMPTY_AI_DISCLOSURE,
  RELEASE_FIELDS,
} from '../../../domain/release';
import { aMusicStep, TODAY } from '../support/builders';

const partly = { ...EMPTY_AI_DISCLOSURE, containsAi: 'Partly' as const };

describe('AI disclosure (DDEX ContainsAI), one rule for the wizard and the API', () => {
  it('takes the allowed values of DDEX’s ContainsAI set, and nothing else', () => {
    expect(RELEASE_FIELDS.containsAi.options).toEqual(['None', 'Partly', 'All']);
  });

  it('refuses a missing answer with the one message', () => {
    expect(aiDisclosureIssues({})).toEqual([{ field: 'containsAi', message: AI_DISCLOSURE_MESSAGES.answerRequired }]);
    expect(aiDisclosureIssues(EMPTY_AI_DISCLOSURE)).toEqual([{ field: 'containsAi', message: AI_DISCLOSURE_MESSAGES.answerRequired }]);
  });

  it('asks which parts when some of the release was made with AI, and only then', () => {
    expect(aiDisclosureIssues(partly)).toEqual([{ field: 'aiParts', message: AI_DISCLOSURE_MESSAGES.partsRequired }]);
    expect(aiDisclosureIssues({ ...partly, aiLyrics: true })).toEqual([]);
    expect(aiDisclosureIssues({ ...EMPTY_AI_DISCLOSURE, containsAi: 'None', aiArtwork: true })).toEqual([
      { field: 'aiParts', message: AI_DISCLOSURE_MESSAGES.partsOnlyWhenPartly },
    ]);
    expect(aiDisclosureIssues({ ...EMPTY_AI_DISCLOSURE, containsAi: 'None' })).toEqual([]);
    expect(aiDisclosureIssues({ ...EMPTY_AI_DISCLOSURE, containsAi: 'All' })).toEqual([]);
  });

  it('is part of the Music Upload step for new music, not for a catalogue transfer alone', () => {
    const unanswered = aMusicStep().with({ containsAi: null }).build();
    expect(validateMusicStep(unanswered, { today: TODAY })).toEqual([
      { field: 'containsAi', message: AI_DISCLOSURE_MESSAGES.answerRequired },
    ]);
    const transfer = aMusicStep().with({ containsAi: null, uploadType: 'transfer', catalogueItems: [], tracks: [] }).build();
    expect(validateMusicStep(transfer, { today: TODAY }).map((i) => i.field)).not.toContain('containsAi');
  });

  it('says the answer in plain words, and never reads a release sent before the question as "no AI"', () => {
    expect(aiDisclosureInWords(EMPTY_AI_DISCLOSURE)).toBe('Not asked (sent before the question existed)');
    expect(aiDisclosureInWords({ ...EMPTY_AI_DISCLOSURE, containsAi: 'None' })).toBe('No generative AI used');
    expect(aiDisclosureInWords({ ...EMPTY_AI_DISCLOSURE, containsAi: 'All' })).toBe('All of it made with generative AI');
    expect(aiDisclosureInWords({ ...partly, aiVocals: true, aiArtwork: true })).toBe('Partly made with generative AI: vocals, artwork');
  });
});
