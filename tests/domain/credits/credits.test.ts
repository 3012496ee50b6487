import fc from 'fast-check';
import {
  addContributorRefusal,
  canAddContributor,
  contributorCapMessage,
  defaultProductionYear,
  emptyTrackCredits,
  isCreditsSectionComplete,
  isValidPercentage,
  productionYearMessage,
  setMasterSplit,
  setSelfProduced,
  setSelfWritten,
  setSoloWork,
  summariseSplit,
  splitTotal,
  type CreditedArtist,
} from '../../../domain/credits';
import { someCredits, TODAY } from '../support/builders';

const artist = (i: number): CreditedArtist => ({ id: `a${i}`, firstName: 'A', surname: 'B', email: '', roles: ['Vocals'] });
const list = (n: number) => Array.from({ length: n }, (_, i) => artist(i));

describe('contributor caps (public flow §5)', () => {
  it('10 is allowed to be reached, an 11th is refused', () => {
    expect(canAddContributor(list(9))).toBe(true);
    expect(canAddContributor(list(10))).toBe(false);
    expect(addContributorRefusal('featuredArtists', list(9))).toBeNull();
    expect(addContributorRefusal('featuredArtists', list(10))).toBe('Maximum of 10 featured artists reached.');
    expect(contributorCapMessage('nonFeaturedArtists')).toBe('Maximum of 10 non-featured artists reached.');
    expect(contributorCapMessage('producers')).toBe('Maximum of 10 producers reached.');
  });
});

describe('splits', () => {
  it('validates integer percentages 0..100', () => {
    expect([0, 50, 100].every(isValidPercentage)).toBe(true);
    expect([-1, 101, 33.5, NaN, '50'].some(isValidPercentage)).toBe(false);
  });

  it.each([
    [[99], 'under', 'Need 1% more'],
    [[100], 'complete', null],
    [[101], 'over', 'Over 100% - Please reduce percentages'],
    [[60, 41], 'over', 'Over 100% - Please reduce percentages'],
    [[0, 0], 'empty', 'Please enter percentages'],
    [[50, null, undefined], 'under', 'Need 50% more'],
  ])('%p → %s', (values, state, message) => {
    expect(summariseSplit(values)).toMatchObject({ state, message });
  });

  it('totals are the sum and the state follows the total (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 10 }), (ps) => {
        const s = summariseSplit(ps);
        const sum = ps.reduce((a, b) => a + b, 0);
        const expected = sum > 100 ? 'over' : sum === 100 ? 'complete' : sum === 0 ? 'empty' : 'under';
        return s.total === sum && splitTotal(ps) === sum && s.state === expected;
      }),
    );
  });
});

describe('production year', () => {
  it.each([
    [1899, false],
    [1900, true],
    [2025, true],
    [2026, false],
  ])('%i valid: %p (this year 2025)', (year, ok) => {
    expect(productionYearMessage(year, TODAY)).toBe(ok ? null : 'Production year must be between 1900 and 2025');
  });

  it('is required, an integer, and defaults to this year', () => {
    expect(productionYearMessage(null, TODAY)).toBe('Production year is required');
    expect(productionYearMessage(NaN, TODAY)).toBe('Production year is required');
    expect(productionYearMessage(2000.5, TODAY)).toBe('Production year must be between 1900 and 2025');
    expect(defaultProductionYear(TODAY)).toBe(2025);
    expect(emptyTrackCredits(TODAY).productionYear).toBe(2025);
  });
});

describe('credit ticks (public flow §4)', () => {
  const filled = someCredits({
    featuredArtists: [artist(1)],
    nonFeaturedArtists: [artist(2)],
    producers: [{ id: 'p', firstName: 'P', surname: 'Q', email: '' }],
    songwriters: [{ id: 's', firstName: 'S', lastName: 'T', email: '', percentage: 100 }],
    hasMasterSplit: true,
    masterSplits: [{ id: 'm', contributorId: 'a1', percentage: 100 }],
  });

  it('solo work clears artists and pre-fills the artist as sole songwriter', () => {
    const solo = setSoloWork(filled, true, { firstName: 'Ann', surname: 'Lee', email: 'ann@x.co' }, 'sw1');
    expect(solo.featuredArtists).toEqual([]);
    expect(solo.nonFeaturedArtists).toEqual([]);
    expect(solo.songwriters).toEqual([{ id: 'sw1', firstName: 'Ann', lastName: 'Lee', email: 'ann@x.co', percentage: 100 }]);
    expect(solo.producers).toHaveLength(1);
    expect(setSoloWork(solo, false, { firstName: '', surname: '', email: '' }, 'x')).toEqual({ ...solo, soloWork: false });
  });

  it('self-produced clears producers, self-written clears songwriters, split off clears splits', () => {
    expect(setSelfProduced(filled, true).producers).toEqual([]);
    expect(setSelfProduced(filled, false)).toEqual({ ...filled, selfProduced: false });
    expect(setSelfWritten(filled, true).songwriters).toEqual([]);
    expect(setSelfWritten(filled, false).songwriters).toHaveLength(1);
    expect(setMasterSplit(filled, false)).toMatchObject({ hasMasterSplit: false, masterSplits: [] });
    expect(setMasterSplit(someCredits(), true).hasMasterSplit).toBe(true);
  });

  it('section completeness: solo or any contributor', () => {
    expect(isCreditsSectionComplete(someCredits())).toBe(false);
    expect(isCreditsSectionComplete(someCredits({ soloWork: true }))).toBe(true);
    expect(isCreditsSectionComplete(someCredits({ producers: filled.producers }))).toBe(true);
  });
});
