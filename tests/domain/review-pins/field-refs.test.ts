import {
  inFormOrder,
  isPinnedFieldRef,
  parseFieldRef,
  type PinnableRelease,
  pinnableFields,
  pinnedFieldKind,
  pinnedFieldLabel,
  type PinnedFieldRef,
  pinnedValue,
} from '../../../domain/review-pins/field-refs';
import { FIRST_TRACK_WITH_TWO_WRITERS_FIELDS, RELEASE_FIELDS } from './expected-pinnable-fields';

// A reference the wizard no longer knows, as an old pin could hold it.
const stale = 'tracks[1].genre' as PinnedFieldRef;

const release: PinnableRelease = {
  releaseTitle: '  Tide  ',
  primaryGenre: null,
  releaseDate: '2026-04-01',
  artworkFileId: 'art-1',
  tracks: [
    { title: ' First ', fileId: 'wav-1', credits: { songwriters: [{ percentage: 60 }, { percentage: '40' }] } },
    { title: null, fileId: null, credits: null },
  ],
};

describe('pinned field references', () => {
  it('reads release, track and songwriter split references and refuses anything else', () => {
    expect(parseFieldRef('releaseDate')).toEqual({ kind: 'releaseDate' });
    expect(parseFieldRef('tracks[3].title')).toEqual({ kind: 'trackTitle', track: 3 });
    expect(parseFieldRef('tracks[0].fileId')).toEqual({ kind: 'trackAudio', track: 0 });
    expect(parseFieldRef('tracks[1].credits.songwriters[2].percentage')).toEqual({ kind: 'songwriterSplit', track: 1, writer: 2 });
    expect(parseFieldRef('tracks[100].title')).toBeNull();
    expect(parseFieldRef('tracks[1].credits.songwriters[2].name')).toBeNull();
    expect(isPinnedFieldRef('artworkFileId')).toBe(true);
    expect(isPinnedFieldRef('label')).toBe(false);
  });

  it('labels each kind the way staff read it, one-based, and a stale reference as itself', () => {
    expect(pinnedFieldLabel('tracks[1].title')).toBe('Track 2 title');
    expect(pinnedFieldLabel('tracks[0].fileId')).toBe('Track 1 audio file');
    expect(pinnedFieldLabel('tracks[0].credits.songwriters[1].percentage')).toBe('Track 1 songwriter 2 split');
    expect(pinnedFieldLabel('artworkFileId')).toBe('Artwork');
    expect(pinnedFieldLabel(stale)).toBe(stale);
  });

  it("reads a field's value as trimmed text, '' when absent", () => {
    expect(pinnedValue(release, 'releaseTitle')).toBe('Tide');
    expect(pinnedValue(release, 'primaryGenre')).toBe('');
    expect(pinnedValue(release, 'tracks[0].title')).toBe('First');
    expect(pinnedValue(release, 'tracks[0].fileId')).toBe('wav-1');
    expect(pinnedValue(release, 'tracks[0].credits.songwriters[0].percentage')).toBe('60');
    expect(pinnedValue(release, 'tracks[0].credits.songwriters[1].percentage')).toBe('40');
    expect(pinnedValue(release, 'tracks[1].title')).toBe('');
    expect(pinnedValue(release, 'tracks[1].fileId')).toBe('');
    expect(pinnedValue(release, 'tracks[1].credits.songwriters[0].percentage')).toBe('');
    expect(pinnedValue(release, 'tracks[5].title')).toBe('');
    expect(pinnedValue({}, 'tracks[0].fileId')).toBe('');
    expect(pinnedValue(release, stale)).toBe('');
  });

  it("lists the release's fields, then each track's and each songwriter's split", () => {
    expect(pinnableFields(release)).toEqual([
      ...RELEASE_FIELDS,
      ...FIRST_TRACK_WITH_TWO_WRITERS_FIELDS,
      'tracks[1].title',
      'tracks[1].fileId',
    ]);
    expect(pinnableFields({})).toEqual(RELEASE_FIELDS);
  });

  it("names the kind a note template fits, artwork for the artwork and 'any' for a stale reference", () => {
    expect(pinnedFieldKind('artworkFileId')).toBe('artwork');
    expect(pinnedFieldKind('tracks[2].title')).toBe('trackTitle');
    expect(pinnedFieldKind('releaseTitle')).toBe('releaseTitle');
    expect(pinnedFieldKind(stale)).toBe('any');
  });

  it('orders pins as the Music step shows them: tracks (title, audio, splits), artwork, details, stale last', () => {
    const fields: PinnedFieldRef[] = [
      stale,
      'releaseDate',
      'primaryGenre',
      'tracks[1].title',
      'releaseTitle',
      'artworkFileId',
      'tracks[0].credits.songwriters[1].percentage',
      'tracks[0].credits.songwriters[0].percentage',
      'tracks[0].fileId',
      'tracks[0].title',
      'tracks[0].title',
    ];
    expect(inFormOrder(fields.map((field) => ({ field }))).map((pin) => pin.field)).toEqual([
      'tracks[0].title',
      'tracks[0].title',
      'tracks[0].fileId',
      'tracks[0].credits.songwriters[0].percentage',
      'tracks[0].credits.songwriters[1].percentage',
      'tracks[1].title',
      'artworkFileId',
      'releaseTitle',
      'primaryGenre',
      'releaseDate',
      stale,
    ]);
  });
});
