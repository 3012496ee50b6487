import { validateTrackCredits, type CreditedArtist, type MasterSplit } from '../../../domain/credits';
import { someCredits, TODAY } from '../support/builders';

const artist = (over: Partial<CreditedArtist> = {}): CreditedArtist => ({
  id: 'a',
  firstName: 'A',
  surname: 'B',
  email: '',
  roles: [],
  ...over,
});

describe('validateTrackCredits (public flow §5 Track credits)', () => {
  it('accepts a complete record', () => {
    expect(
      validateTrackCredits(
        someCredits({ songwriters: [{ id: 's', firstName: 'S', lastName: 'T', email: 's@x.co', percentage: 100 }] }),
        TODAY,
      ),
    ).toEqual([]);
  });

  it('requires names and checks optional emails', () => {
    const issues = validateTrackCredits(
      someCredits({
        featuredArtists: [artist({ firstName: ' ', email: 'bad' })],
        producers: [{ id: 'p', firstName: 'P', surname: '', email: 'p@x.co' }],
        songwriters: [{ id: 's', firstName: 'S', lastName: '', email: '', percentage: 100 }],
      }),
      TODAY,
      'tracks[1].credits',
    );
    expect(issues).toEqual([
      { field: 'tracks[1].credits.featuredArtists[0].firstName', message: 'First name is required' },
      { field: 'tracks[1].credits.featuredArtists[0].email', message: 'Please enter a valid email address' },
      { field: 'tracks[1].credits.producers[0].surname', message: 'Surname is required' },
      { field: 'tracks[1].credits.songwriters[0].lastName', message: 'Last name is required' },
    ]);
  });

  it('caps each group at 10 (11 refused)', () => {
    const ten = Array.from({ length: 10 }, () => artist());
    expect(validateTrackCredits(someCredits({ nonFeaturedArtists: ten }), TODAY)).toEqual([]);
    expect(validateTrackCredits(someCredits({ nonFeaturedArtists: [...ten, artist()] }), TODAY)).toEqual([
      { field: 'credits.nonFeaturedArtists', message: 'Maximum of 10 non-featured artists reached.' },
    ]);
  });

  it('checks songwriter percentages and totals (99/100/101)', () => {
    const sw = (percentage: number) => someCredits({ songwriters: [{ id: 's', firstName: 'S', lastName: 'T', email: '', percentage }] });
    expect(validateTrackCredits(sw(99), TODAY)).toEqual([{ field: 'credits.songwriters', message: 'Need 1% more' }]);
    expect(validateTrackCredits(sw(100), TODAY)).toEqual([]);
    expect(validateTrackCredits(sw(101), TODAY)).toEqual([
      { field: 'credits.songwriters[0].percentage', message: 'Percentages must be whole numbers from 0 to 100' },
      { field: 'credits.songwriters', message: 'Over 100% - Please reduce percentages' },
    ]);
  });

  it('checks master splits: new people need every field, total 100, cap', () => {
    const splits = (s: MasterSplit[]) => someCredits({ hasMasterSplit: true, masterSplits: s });
    expect(validateTrackCredits(splits([{ id: 'm', contributorId: 'a', percentage: 100 }]), TODAY)).toEqual([]);
    expect(validateTrackCredits(splits([{ id: 'm', firstName: 'N', lastName: 'P', email: 'n@x.co', percentage: 100 }]), TODAY)).toEqual([]);
    expect(validateTrackCredits(splits([{ id: 'm', firstName: 'N', lastName: '', email: 'n@x.co', percentage: 100 }]), TODAY)).toEqual([
      { field: 'credits.masterSplits[0]', message: 'A new person in the master split needs a first name, last name, email and percentage' },
    ]);
    expect(validateTrackCredits(splits([{ id: 'm', firstName: 'N', lastName: 'P', email: 'n@x', percentage: 100 }]), TODAY)).toEqual([
      { field: 'credits.masterSplits[0].email', message: 'Please enter a valid email address' },
    ]);
    expect(validateTrackCredits(splits([{ id: 'm', contributorId: 'a', percentage: 150 }]), TODAY)).toEqual([
      { field: 'credits.masterSplits[0].percentage', message: 'Percentages must be whole numbers from 0 to 100' },
      { field: 'credits.masterSplits', message: 'Master split percentages must total 100%' },
    ]);
    expect(validateTrackCredits(splits([{ id: 'm', firstName: 'N', lastName: 'P', email: 'n@x.co', percentage: null }]), TODAY)).toEqual([
      { field: 'credits.masterSplits[0]', message: 'A new person in the master split needs a first name, last name, email and percentage' },
      { field: 'credits.masterSplits', message: 'Master split percentages must total 100%' },
    ]);
    const eleven = Array.from({ length: 11 }, (_, i): MasterSplit => ({ id: `m${i}`, contributorId: 'a', percentage: i === 0 ? 100 : 0 }));
    expect(validateTrackCredits(splits(eleven), TODAY)).toEqual([
      { field: 'credits.masterSplits', message: 'Maximum of 10 master split entries reached.' },
    ]);
    expect(validateTrackCredits(someCredits({ hasMasterSplit: false, masterSplits: [] }), TODAY)).toEqual([]);
  });

  it('requires production year range and parental advisory', () => {
    expect(validateTrackCredits(someCredits({ productionYear: 1899, parentalAdvisory: null }), TODAY)).toEqual([
      { field: 'credits.productionYear', message: 'Production year must be between 1900 and 2025' },
      { field: 'credits.parentalAdvisory', message: 'Please choose a parental advisory setting' },
    ]);
  });
});
