import { validateMusicStep } from '../../../domain/forms';
import {
  AI_DISCLOSURE_MESSAGES,
  aiDisclosureInWords,
  aiDisclosureIssues,
  containsAiInWords,
  NO_AI_PARTS,
  RELEASE_FIELDS,
  releaseContainsAi,
} from '../../../domain/release';
import { TRACK_FIELDS } from '../../../domain/tracks';
import { aMusicStep, aTrack, TODAY } from '../support/builders';

const answered = { ...NO_AI_PARTS, tracks: [{ containsAi: 'None' as const }], artworkContainsAi: 'None' as const };

describe('AI disclosure per track and for the artwork (DDEX ContainsAI), one rule for the wizard and the API', () => {
  it("takes the allowed values of DDEX's ContainsAI set, and nothing else, for each track and the artwork", () => {
    expect(TRACK_FIELDS.containsAi.options).toEqual(['None', 'Partly', 'All']);
    expect(RELEASE_FIELDS.artworkContainsAi.options).toEqual(['None', 'Partly', 'All']);
  });

  it('refuses a missing answer naming the track, and a missing artwork answer, with the one message each', () => {
    const tracks = [{ containsAi: 'None' as const }, { containsAi: null }, {}];
    expect(aiDisclosureIssues({ ...answered, tracks, artworkContainsAi: null })).toEqual([
      { field: 'tracks[1].containsAi', message: 'Track 2: please say whether generative AI was used to make it.' },
      { field: 'tracks[2].containsAi', message: AI_DISCLOSURE_MESSAGES.trackAnswerRequired(3) },
      { field: 'artworkContainsAi', message: 'Artwork: please say whether generative AI was used to make it.' },
    ]);
    expect(aiDisclosureIssues(answered)).toEqual([]);
  });

  it("asks which parts when a track was made partly with AI, and only then (the artwork's answer needs none)", () => {
    const partly = { ...answered, tracks: [{ containsAi: 'None' as const }, { containsAi: 'Partly' as const }] };
    expect(aiDisclosureIssues(partly)).toEqual([{ field: 'aiParts', message: AI_DISCLOSURE_MESSAGES.partsRequired }]);
    expect(aiDisclosureIssues({ ...partly, aiLyrics: true })).toEqual([]);
    expect(aiDisclosureIssues({ ...answered, aiVocals: true })).toEqual([
      { field: 'aiParts', message: AI_DISCLOSURE_MESSAGES.partsOnlyWhenPartly },
    ]);
    expect(aiDisclosureIssues({ ...answered, artworkContainsAi: 'Partly' })).toEqual([]);
    expect(aiDisclosureIssues({ ...answered, tracks: [{ containsAi: 'All' }], artworkContainsAi: 'All' })).toEqual([]);
  });

  it('is part of the Music Upload step for new music, not for a catalogue transfer alone', () => {
    const unanswered = aMusicStep()
      .with({ tracks: [aTrack(), aTrack({ containsAi: null })], releaseType: 'ep', artworkContainsAi: null })
      .build();
    expect(validateMusicStep(unanswered, { today: TODAY })).toEqual([
      { field: 'tracks[1].containsAi', message: AI_DISCLOSURE_MESSAGES.trackAnswerRequired(2) },
      { field: 'artworkContainsAi', message: AI_DISCLOSURE_MESSAGES.artworkAnswerRequired },
    ]);
    const transfer = aMusicStep().with({ artworkContainsAi: null, uploadType: 'transfer', catalogueItems: [], tracks: [] }).build();
    expect(validateMusicStep(transfer, { today: TODAY }).map((i) => i.field)).not.toContain('artworkContainsAi');
  });

  it("derives the release's answer from its tracks' and artwork's, and none while one is unanswered", () => {
    expect(releaseContainsAi(['None', 'None', 'None'])).toBe('None');
    expect(releaseContainsAi(['All', 'All'])).toBe('All');
    expect(releaseContainsAi(['None', 'All'])).toBe('Partly');
    expect(releaseContainsAi(['None', 'Partly', 'None'])).toBe('Partly');
    expect(releaseContainsAi(['None', null])).toBeNull();
    expect(releaseContainsAi([])).toBeNull();
  });

  it('says each answer in plain words, and never reads a track or cover sent before the question as "no AI"', () => {
    expect(containsAiInWords(null)).toBe('Not asked (sent before the question existed)');
    expect(containsAiInWords('None')).toBe('No generative AI used');
    expect(containsAiInWords('All')).toBe('All of it made with generative AI');
    expect(containsAiInWords('Partly', { ...NO_AI_PARTS, aiVocals: true, aiLyrics: true })).toBe(
      'Partly made with generative AI: vocals, lyrics',
    );
    expect(containsAiInWords('None', { ...NO_AI_PARTS, aiVocals: true })).toBe('No generative AI used');
    expect(aiDisclosureInWords({ ...answered, artworkContainsAi: 'All' })).toBe('Partly made with generative AI');
    expect(aiDisclosureInWords({ ...answered, tracks: [{ containsAi: null }] })).toBe('Not asked (sent before the question existed)');
  });
});
