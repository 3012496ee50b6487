import {
  checkPinAnswer,
  checkPinnedNotes,
  MAX_PIN_ANSWER_LENGTH,
  inFormOrder,
  isPinnedFieldRef,
  PIN_MESSAGES,
  pinnableFields,
  pinnedFieldLabel,
  untouchedPins,
  withSentValues,
} from '../../../domain/review-pins';
import { FIRST_TRACK_WITH_TWO_WRITERS_FIELDS, RELEASE_FIELDS } from './expected-pinnable-fields';

const sent = {
  releaseTitle: 'Low Water',
  artworkFileId: 'art-1',
  tracks: [{ title: 'Tidal Glas', fileId: 'wav-1', credits: { songwriters: [{ percentage: 60 }, { percentage: 40 }] } }],
};

describe('field references', () => {
  it('form a closed list named in words', () => {
    expect(isPinnedFieldRef('tracks[0].title')).toBe(true);
    expect(isPinnedFieldRef('tracks[0].credits.songwriters[1].percentage')).toBe(true);
    expect(isPinnedFieldRef('email')).toBe(false);
    expect(isPinnedFieldRef('tracks[0].title.x')).toBe(false);
    expect(pinnedFieldLabel('tracks[1].title')).toBe('Track 2 title');
    expect(pinnedFieldLabel('tracks[0].credits.songwriters[1].percentage')).toBe('Track 1 songwriter 2 split');
    expect(pinnedFieldLabel('artworkFileId')).toBe('Artwork');
    expect(pinnableFields(sent)).toEqual([...RELEASE_FIELDS, ...FIRST_TRACK_WITH_TWO_WRITERS_FIELDS]);
  });

  it('sort in the wizard order: tracks, then artwork, then release details', () => {
    const pins = [
      { field: 'releaseTitle' as const },
      { field: 'artworkFileId' as const },
      { field: 'tracks[1].title' as const },
      { field: 'tracks[0].fileId' as const },
    ];
    expect(inFormOrder(pins).map((p) => p.field)).toEqual(['tracks[0].fileId', 'tracks[1].title', 'artworkFileId', 'releaseTitle']);
  });
});

describe('checkPinnedNotes', () => {
  it('keeps trimmed notes on fields the release has and refuses the rest, naming the field', () => {
    const fields = pinnableFields(sent);
    expect(checkPinnedNotes([{ field: 'tracks[0].title', note: '  Spelling  ' }], fields)).toEqual({
      ok: true,
      pins: [{ field: 'tracks[0].title', note: 'Spelling' }],
    });
    expect(checkPinnedNotes([{ field: 'tracks[3].title', note: 'x' }], fields)).toEqual({
      ok: false,
      issues: [{ field: 'tracks[3].title', message: PIN_MESSAGES.unknownField('tracks[3].title') }],
    });
    expect(checkPinnedNotes([{ field: 'artworkFileId', note: ' ' }], fields)).toEqual({
      ok: false,
      issues: [{ field: 'artworkFileId', message: PIN_MESSAGES.noteRequired('Artwork') }],
    });
    const twice = checkPinnedNotes(
      [
        { field: 'artworkFileId', note: 'a' },
        { field: 'artworkFileId', note: 'b' },
      ],
      fields,
    );
    expect(twice).toEqual({ ok: false, issues: [{ field: 'artworkFileId', message: PIN_MESSAGES.duplicate('Artwork') }] });
  });
});

describe('untouchedPins', () => {
  const pins = withSentValues(
    [
      { field: 'tracks[0].title', note: 'Spelling' },
      { field: 'artworkFileId', note: 'Logo' },
      { field: 'tracks[0].credits.songwriters[1].percentage', note: 'Split' },
    ],
    sent,
  );

  it('names every pinned field still as sent, in the wizard order, and none once each changed', () => {
    expect(untouchedPins(pins, sent).map((i) => i.message)).toEqual([
      PIN_MESSAGES.stillUnchanged('Track 1 title'),
      PIN_MESSAGES.stillUnchanged('Track 1 songwriter 2 split'),
      PIN_MESSAGES.stillUnchanged('Artwork'),
    ]);
    const fixed = {
      ...sent,
      artworkFileId: 'art-2',
      tracks: [{ title: 'Tidal Glass', fileId: 'wav-1', credits: { songwriters: [{ percentage: 50 }, { percentage: 50 }] } }],
    };
    expect(untouchedPins(pins, fixed)).toEqual([]);
    // Spaces around a title are not a change.
    expect(untouchedPins(pins, { ...fixed, tracks: [{ ...fixed.tracks[0], title: ' Tidal Glas ' }] })).toEqual([
      { field: 'tracks[0].title', message: PIN_MESSAGES.stillUnchanged('Track 1 title') },
    ]);
  });
});

describe('answering a pinned note', () => {
  it('an answered pin no longer holds the resubmission, though its field is unchanged', () => {
    const pins = withSentValues(
      [
        {
          field: 'releaseTitle',
          note: 'Is the title right?',
          answer: { text: 'Yes, lower case on purpose.', at: '2026-11-29T10:00:00.000Z' },
        },
        { field: 'artworkFileId', note: 'Logo' },
      ],
      sent,
    );
    expect(untouchedPins(pins, sent)).toEqual([{ field: 'artworkFileId', message: PIN_MESSAGES.stillUnchanged('Artwork') }]);
  });

  it('is trimmed, and refused when empty or too long', () => {
    expect(checkPinAnswer('  It is right.  ')).toEqual({ ok: true, text: 'It is right.' });
    expect(checkPinAnswer(' \n ')).toEqual({ ok: false, message: PIN_MESSAGES.answerRequired });
    expect(checkPinAnswer('x'.repeat(MAX_PIN_ANSWER_LENGTH + 1))).toEqual({
      ok: false,
      message: PIN_MESSAGES.answerTooLong(MAX_PIN_ANSWER_LENGTH),
    });
  });
});
