import {
  chooseTogether,
  defaultSingleDate,
  fullReleaseAfterSingles,
  moveSingle,
  renumberSingles,
  setReleaseAsSingle,
  showsReleaseStrategy,
  singlesFirstIssues,
  type SingleSettings,
} from '../../../domain/release';
import { day, TODAY } from '../support/builders';

const plain = (id: string): SingleSettings & { id: string } => ({ id, releaseAsSingle: false, singleReleaseDate: null, singleOrder: null });

describe('singles first (public flow §2.4, §5)', () => {
  it('moves a full release date left behind the singles to the last single, and keeps a later one', () => {
    const tracks = [
      { ...plain('a'), releaseAsSingle: true, singleReleaseDate: day(42), singleOrder: 1 },
      { ...plain('b'), releaseAsSingle: true, singleReleaseDate: day(84), singleOrder: 2 },
      plain('c'),
    ];
    expect(fullReleaseAfterSingles(tracks, day(7))).toBe(day(84));
    expect(fullReleaseAfterSingles(tracks, day(100))).toBe(day(100));
    expect(fullReleaseAfterSingles([plain('a')], day(7))).toBe(day(7));
  });

  it('shows the strategy choice from 2 tracks', () => {
    expect(showsReleaseStrategy(1)).toBe(false);
    expect(showsReleaseStrategy(2)).toBe(true);
  });

  it('default single date is 6 weeks × (dated singles + 1)', () => {
    expect(defaultSingleDate(TODAY, 0)).toBe(day(42));
    expect(defaultSingleDate(TODAY, 1)).toBe(day(84));
    expect(defaultSingleDate(TODAY, 2)).toBe(day(126));
  });

  it('ticking gives default dates and orders from 1; unticking clears and renumbers', () => {
    let tracks = [plain('a'), plain('b'), plain('c')];
    tracks = setReleaseAsSingle(tracks, 2, true, TODAY);
    tracks = setReleaseAsSingle(tracks, 0, true, TODAY);
    expect(tracks.map((t) => [t.id, t.singleReleaseDate, t.singleOrder])).toEqual([
      ['a', day(84), 2],
      ['b', null, null],
      ['c', day(42), 1],
    ]);
    tracks = setReleaseAsSingle(tracks, 2, false, TODAY);
    expect(tracks.map((t) => [t.id, t.releaseAsSingle, t.singleReleaseDate, t.singleOrder])).toEqual([
      ['a', true, day(84), 1],
      ['b', false, null, null],
      ['c', false, null, null],
    ]);
  });

  it('renumbers from 1 keeping relative order, unordered last', () => {
    const tracks = [
      { ...plain('a'), releaseAsSingle: true, singleOrder: 5 },
      { ...plain('b'), releaseAsSingle: true, singleOrder: null },
      { ...plain('c'), releaseAsSingle: true, singleOrder: 2 },
      plain('d'),
    ];
    expect(renumberSingles(tracks).map((t) => t.singleOrder)).toEqual([2, 3, 1, null]);
  });

  it('moves a single by drag and renumbers', () => {
    const tracks = [
      { ...plain('a'), releaseAsSingle: true, singleOrder: 1 },
      { ...plain('b'), releaseAsSingle: true, singleOrder: 2 },
      plain('x'),
      { ...plain('c'), releaseAsSingle: true, singleOrder: 3 },
    ];
    expect(moveSingle(tracks, 3, 1).map((t) => t.singleOrder)).toEqual([2, 3, null, 1]);
    expect(moveSingle(tracks, 1, 9).map((t) => t.singleOrder)).toEqual([1, 2, null, 3]);
    expect(moveSingle(tracks, 0, 1).map((t) => t.singleOrder)).toEqual([1, 2, null, 3]);
  });

  it("'together' clears single settings and copies the release date", () => {
    const tracks = [{ ...plain('a'), releaseAsSingle: true, singleReleaseDate: day(50), singleOrder: 1, useCustomArtwork: true }];
    expect(chooseTogether(tracks, day(60))).toEqual({
      tracks: [{ id: 'a', releaseAsSingle: false, singleReleaseDate: null, singleOrder: null, useCustomArtwork: false }],
      fullReleaseDate: day(60),
    });
  });

  it('single dates and full release date must not be before today', () => {
    const tracks: SingleSettings[] = [
      { releaseAsSingle: true, singleReleaseDate: day(-1), singleOrder: 1 },
      { releaseAsSingle: true, singleReleaseDate: day(0), singleOrder: 2 },
      { releaseAsSingle: true, singleReleaseDate: null, singleOrder: 3 },
      { releaseAsSingle: false, singleReleaseDate: null, singleOrder: null },
    ];
    expect(singlesFirstIssues(tracks, day(-1), TODAY)).toEqual([
      { field: 'tracks[0].singleReleaseDate', message: 'Single release date cannot be before today' },
      { field: 'tracks[2].singleReleaseDate', message: 'Please choose a release date for each single' },
      { field: 'fullReleaseDate', message: 'Full release date cannot be before today' },
    ]);
    expect(singlesFirstIssues([], null, TODAY)).toEqual([{ field: 'fullReleaseDate', message: 'Full release date is required' }]);
    expect(singlesFirstIssues([], day(0), TODAY)).toEqual([]);
  });
});
