import {
  applyLabelCopyPatch,
  COPYRIGHT_LINE_MESSAGES,
  correctionSentence,
  type LabelCopy,
  LABEL_COPY_MESSAGES,
  labelCopyCorrections,
  labelCopyIssues,
  lineText,
  lineYearIssue,
} from '../../../domain/label-copy';
import { FIELD_MESSAGES } from '../../../domain/forms/field.messages';
import { FORM_MESSAGES } from '../../../domain/forms/forms.messages';
import { SERVER_SUBMISSION_MESSAGES } from '../../../domain/forms/server-submission.messages';
import { TEXT_LIMITS } from '../../../domain/forms/input-limits';
import { LYRICS_LANGUAGE_MESSAGES } from '../../../domain/tracks/lyrics-language';

const NOW = new Date('2026-11-27T10:00:00Z');
const COPY: LabelCopy = {
  releaseTitle: 'Low Tide',
  primaryGenre: 'Pop',
  subGenre: 'K-Pop',
  pLineYear: 2025,
  pLineOwner: 'Old Owner',
  cLineYear: null,
  cLineOwner: '',
  labelName: '',
  tracks: [
    { position: 0, title: 'Tide', version: '', lyricsLanguage: null, explicit: null },
    { position: 1, title: 'Undertow', version: '', lyricsLanguage: 'en', explicit: false },
  ],
};

describe('℗ and © lines', () => {
  it.each([1900, 2026, 2027, null])('takes %p as a year', (year) => expect(lineYearIssue('℗', year, NOW)).toBeNull());
  it.each([1899, 2028, 2026.5, '2026'])('refuses %p with the range in words', (year) =>
    expect(lineYearIssue('℗', year, NOW)).toBe('℗ year must be a year from 1900 to 2027.'),
  );
  it('reads as year and owner, blank when both are defaults', () => {
    expect(lineText(2026, ' Nova ')).toBe('2026 Nova');
    expect(lineText(null, 'Nova')).toBe('Nova');
    expect(lineText(null, '')).toBe('');
  });
});

describe('label copy corrections', () => {
  it("accepts a valid patch and names each changed line in the timeline's words", () => {
    const patch = {
      pLineYear: 2026,
      pLineOwner: ' New Owner ',
      tracks: [{ position: 1, version: 'Radio Edit', lyricsLanguage: 'FR', explicit: true }],
    };
    expect(labelCopyIssues(COPY, patch, NOW)).toEqual([]);
    const next = applyLabelCopyPatch(COPY, patch);
    expect(next.tracks[1]).toEqual({ position: 1, title: 'Undertow', version: 'Radio Edit', lyricsLanguage: 'fr', explicit: true });
    expect(labelCopyCorrections(COPY, next).map(correctionSentence)).toEqual([
      'Staff corrected ℗ line: "2025 Old Owner" → "2026 New Owner"',
      'Staff corrected Track 2 version: blank → "Radio Edit"',
      'Staff corrected Track 2 lyrics language: "en" → "fr"',
      'Staff corrected Track 2 explicit: "Clean" → "Explicit"',
    ]);
  });

  it("says a blank ℗/© line or label name is the label's default", () => {
    const next = applyLabelCopyPatch(COPY, { pLineYear: null, pLineOwner: '', labelName: 'Harbour' });
    expect(labelCopyCorrections(COPY, next).map(correctionSentence)).toEqual([
      'Staff corrected ℗ line: "2025 Old Owner" → the label\'s default',
      'Staff corrected Label name: the label\'s default → "Harbour"',
    ]);
  });

  it('clears a secondary genre its new primary does not have, and records nothing when nothing changes', () => {
    expect(applyLabelCopyPatch(COPY, { primaryGenre: 'Jazz' }).subGenre).toBe('');
    expect(labelCopyCorrections(COPY, applyLabelCopyPatch(COPY, { releaseTitle: ' Low Tide ' }))).toEqual([]);
  });

  it.each([
    [{ pLineYear: 1800 }, 'pLineYear', COPYRIGHT_LINE_MESSAGES.year('℗', NOW)],
    [{ cLineYear: 2030 }, 'cLineYear', COPYRIGHT_LINE_MESSAGES.year('©', NOW)],
    [
      { pLineOwner: 'x'.repeat(TEXT_LIMITS.copyrightOwner + 1) },
      'pLineOwner',
      FIELD_MESSAGES.tooLong('℗ owner', TEXT_LIMITS.copyrightOwner),
    ],
    [{ primaryGenre: 'Space Polka' }, 'primaryGenre', SERVER_SUBMISSION_MESSAGES.primaryGenreUnknown],
    [{ subGenre: 'Bebop' }, 'subGenre', SERVER_SUBMISSION_MESSAGES.subGenreUnknown],
    [{ primaryGenre: ' ' }, 'primaryGenre', FORM_MESSAGES.primaryGenreRequired],
    [{ releaseTitle: '' }, 'releaseTitle', FORM_MESSAGES.releaseTitleRequired],
    [{ tracks: [{ position: 0, lyricsLanguage: 'xx' }] }, 'tracks[0].lyricsLanguage', LYRICS_LANGUAGE_MESSAGES.invalid],
    [{ tracks: [{ position: 0, title: ' ' }] }, 'tracks[0].title', FORM_MESSAGES.trackTitlesRequired],
    [{ tracks: [{ position: 4, title: 'Nope' }] }, 'tracks[0].position', LABEL_COPY_MESSAGES.noSuchTrack(4)],
    [{}, 'labelCopy', LABEL_COPY_MESSAGES.nothingToCorrect],
  ])('refuses %j with the domain message', (patch, field, message) => {
    expect(labelCopyIssues(COPY, patch, NOW)).toContainEqual({ field, message });
  });
});
