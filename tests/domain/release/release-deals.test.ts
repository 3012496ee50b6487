import { checkDealChoices, NO_DEAL_CHOICES, RELEASE_DEAL_MESSAGES, releaseDeals } from '../../../domain/release/release-deals';
import { acknowledgementOutcome, rejectionInWords } from '../../../domain/release/store-acknowledgement';
import { artistStoreWords, targetStanding } from '../../../domain/release/target-delivery';

const streaming = { territories: ['GB'], commercialModels: ['SubscriptionModel' as const], useTypes: ['OnDemandStream' as const] };
const download = { territories: ['GB'], commercialModels: ['PayAsYouGoModel' as const], useTypes: ['PermanentDownload' as const] };
const tracks = [{ sequence: 1 }, { sequence: 2 }];

describe("a release's deals at one store", () => {
  it("are the store's own from the release date; a withheld use leaves that track only, and a timed start is a UTC moment", () => {
    const plain = releaseDeals([streaming, download], NO_DEAL_CHOICES, '2026-12-11', tracks);
    expect(plain.release.map((d) => [d.useTypes, d.start])).toEqual([
      [['OnDemandStream'], { date: '2026-12-11' }],
      [['PermanentDownload'], { date: '2026-12-11' }],
    ]);
    const cut = releaseDeals(
      [streaming, download],
      { startTimeUtc: '17:30', tracks: [{ position: 0, withheld: ['streaming'] }] },
      '2026-12-11',
      tracks,
    );
    expect(cut.tracks.map((t) => t.deals.map((d) => d.useTypes[0]))).toEqual([
      ['PermanentDownload'],
      ['OnDemandStream', 'PermanentDownload'],
    ]);
    expect(cut.release).toHaveLength(2);
    expect(cut.tracks[0].deals[0].start).toEqual({ dateTime: '2026-12-11T17:30:00Z' });
  });

  it('refuses a bad time, an unknown use, a track left with no use, a track given twice or not on the release', () => {
    expect(checkDealChoices({ startTimeUtc: '7:30', tracks: [] }, 2)).toEqual([RELEASE_DEAL_MESSAGES.startTime]);
    expect(checkDealChoices({ startTimeUtc: '23:59', tracks: [{ position: 1, withheld: ['streaming'] }] }, 2)).toEqual([]);
    const bad = checkDealChoices(
      {
        startTimeUtc: null,
        tracks: [
          { position: 0, withheld: ['streaming', 'download'] },
          { position: 0, withheld: ['radio' as 'streaming'] },
          { position: 2, withheld: ['download'] },
        ],
      },
      2,
    );
    expect(bad).toEqual([
      RELEASE_DEAL_MESSAGES.noUseLeft,
      RELEASE_DEAL_MESSAGES.twice,
      RELEASE_DEAL_MESSAGES.use,
      RELEASE_DEAL_MESSAGES.noSuchTrack,
    ]);
  });
});

describe("a store's acknowledgement", () => {
  it('accepts on FileOK only, and puts a rejection in words with the store’s text', () => {
    expect(acknowledgementOutcome({ fileStatus: 'FileOK' })).toBe('accepted');
    expect(acknowledgementOutcome({ fileStatus: 'SomethingNew' })).toBe('rejected');
    expect(rejectionInWords({ fileStatus: 'ResourceMissing', errorText: ' cover.jpg ', needsPerson: false })).toBe(
      'an audio or artwork file is missing (“cover.jpg”)',
    );
    expect(rejectionInWords({ fileStatus: 'SomethingNew', errorText: null, needsPerson: true })).toBe(
      'SomethingNew. The store asks for a person to look at it.',
    );
  });

  it("moves the store's state once it has the batch; the artist reads a rejection as held up", () => {
    expect(targetStanding('delivered', true, 'rejected')).toBe('rejected');
    expect(targetStanding('retrying', false, null)).toBe('retrying');
    expect(artistStoreWords('Tidepool', 'rejected', false)).toBe('Tidepool: Held up: the label is looking into it');
    expect(artistStoreWords('Tidepool', 'accepted', false)).toBe('Tidepool: In the store');
    expect(artistStoreWords('Tidepool', 'accepted', true)).toBe('Removed from Tidepool');
  });
});
