import { FORM_MESSAGES, reviewCompleteness, validateMusicStep, validateSubmission } from '../../../domain/forms';
import { aMusicStep, aTrack, day, someCredits, TODAY } from '../support/builders';

const opts = { today: TODAY };

describe('wizard step 2 (public flow §5 Step 2)', () => {
  it('passes a complete single', () => {
    expect(validateMusicStep(aMusicStep().build(), opts)).toEqual([]);
  });

  it('reports every missing new-music field', () => {
    const form = aMusicStep().with({ tracks: [], releaseTitle: '', primaryGenre: '', subGenre: ' ', releaseDate: '' }).build();
    expect(validateMusicStep(form, opts)).toEqual([
      { field: 'tracks', message: 'Please add at least one track for your release' },
      { field: 'releaseTitle', message: 'Release title is required' },
      { field: 'primaryGenre', message: 'Primary genre is required' },
      { field: 'subGenre', message: 'Sub-genre is required' },
      { field: 'releaseDate', message: 'Release date is required' },
    ]);
    expect(validateMusicStep(form, { ...opts, standalone: true })[0].message).toBe('Please add tracks for your release');
  });

  it('requires every track title (first blank one is the field)', () => {
    const form = aMusicStep().with({ releaseType: 'ep' }).withTracks(3).build();
    const tracks = [form.tracks[0], aTrack({ title: ' ' }), aTrack({ title: '' })];
    expect(validateMusicStep({ ...form, tracks }, opts)).toEqual([
      { field: 'tracks[1].title', message: 'Track titles are required for all tracks' },
    ]);
  });

  it('enforces the 41/42-day lead time unless early release', () => {
    expect(
      validateMusicStep(
        aMusicStep()
          .with({ releaseDate: day(41) })
          .build(),
        opts,
      ),
    ).toEqual([{ field: 'releaseDate', message: 'Release date must be at least 6 weeks from today' }]);
    expect(
      validateMusicStep(
        aMusicStep()
          .with({ releaseDate: day(41), earlyReleaseRequest: true, earlyReleaseReason: 'Tour' })
          .build(),
        opts,
      ),
    ).toEqual([]);
  });

  it('refuses more tracks than the wizard cap', () => {
    expect(validateMusicStep(aMusicStep().with({ releaseType: 'single' }).withTracks(3).build(), opts)).toEqual([
      { field: 'tracks', message: 'A Single can have at most 2 tracks' },
    ]);
    expect(validateMusicStep(aMusicStep().with({ releaseType: 'lp' }).withTracks(12).build(), opts)).toEqual([]);
  });

  it('checks clip durations of enabled clips (29/30/60/61 s)', () => {
    const clips = [
      { id: 'a', startTime: '00:00', endTime: '00:29' },
      { id: 'b', startTime: '00:00', endTime: '00:30' },
      { id: 'c', startTime: '00:00', endTime: '01:00' },
      { id: 'd', startTime: '00:00', endTime: '01:01' },
    ];
    const form = aMusicStep()
      .with({ tracks: [aTrack({ socialClipsEnabled: true, socialClips: clips }), aTrack({ socialClips: clips })] })
      .build();
    const message = 'Clip duration should be 30-60 seconds for optimal social media performance';
    expect(validateMusicStep({ ...form, releaseType: 'ep' }, opts)).toEqual([
      { field: 'tracks[0].socialClips[0]', message },
      { field: 'tracks[0].socialClips[3]', message },
    ]);
    expect(
      validateMusicStep(
        aMusicStep()
          .with({ tracks: [aTrack({ socialClipsEnabled: true })] })
          .build(),
        opts,
      ),
    ).toEqual([]);
  });

  it('checks singles-first dates with 2+ tracks', () => {
    const tracks = [aTrack({ releaseAsSingle: true, singleReleaseDate: day(-1), singleOrder: 1 }), aTrack()];
    const form = aMusicStep()
      .with({ releaseType: 'ep', tracks, releaseStrategy: 'singles_first', fullReleaseDate: day(60) })
      .build();
    expect(validateMusicStep(form, opts)).toEqual([
      { field: 'tracks[0].singleReleaseDate', message: 'Single release date cannot be before today' },
    ]);
    expect(validateMusicStep({ ...form, tracks: [tracks[0]] }, opts)).toEqual([]);
  });

  it('standalone: tracks with files need contributors or solo work', () => {
    const tracks = [
      aTrack({ title: ' Dawn ' }),
      aTrack({ title: 'Dusk', credits: someCredits({ soloWork: true }) }),
      aTrack({ title: 'Noon', hasFile: false }),
      aTrack({ title: 'Eve', credits: someCredits() }),
    ];
    const form = aMusicStep().with({ releaseType: 'ep', tracks }).build();
    expect(validateMusicStep(form, { ...opts, standalone: true })).toEqual([
      { field: 'tracks[0].credits', message: 'Track 1 "Dawn" needs contributors and roles' },
      { field: 'tracks[3].credits', message: 'Track 4 "Eve" needs contributors and roles' },
    ]);
    expect(validateMusicStep(form, opts)).toEqual([]);
  });

  it('transfer needs at least one release; both checks both', () => {
    expect(validateMusicStep(aMusicStep().with({ uploadType: 'transfer', tracks: [], releaseTitle: '' }).build(), opts)).toEqual([
      { field: 'catalogueItems', message: 'Please add at least one release to transfer' },
    ]);
    expect(
      validateMusicStep(
        aMusicStep()
          .with({ uploadType: 'transfer', catalogueItems: [{ spotifyUrl: 'x', isrc: 'USRC17607839' }] })
          .build(),
        opts,
      ),
    ).toEqual([]);
    expect(validateMusicStep(aMusicStep().with({ uploadType: 'both', catalogueItems: undefined }).build(), opts)).toEqual([
      { field: 'catalogueItems', message: 'Please add at least one release to transfer' },
    ]);
  });
});

describe('full submission and review', () => {
  it('combines step 1, step 2 and credits', () => {
    const music = aMusicStep().build();
    const form = {
      ...music,
      email: 'ann@x.co',
      firstName: 'Ann',
      surname: 'Lee',
      artistName: 'Nova',
      country: 'France',
      city: 'Paris',
      tracks: [
        { title: 'Song', fileId: 'f1', containsAi: 'None' as const, credits: someCredits({ productionYear: 1899 }) },
        { title: 'Song 2', fileId: 'f2', containsAi: 'All' as const },
      ],
    };
    const audioFiles = new Map([
      ['f1', { owned: true, durationSeconds: 200 }],
      ['f2', { owned: true, durationSeconds: 200 }],
    ]);
    expect(validateSubmission(form, { audioFiles, catalogue: new Map() }, TODAY)).toEqual([
      { field: 'tracks[0].credits.productionYear', message: 'Production year must be between 1900 and 2025' },
    ]);
  });

  it("labels the review 'Ready to Submit' or 'Some fields incomplete'", () => {
    const ok = { artistName: 'N', country: 'F', city: 'P', releaseTitle: 'R', primaryGenre: 'Pop', releaseDate: day(50), trackCount: 1 };
    expect(reviewCompleteness(ok)).toEqual({ ready: true, label: 'Ready to Submit', missing: [] });
    expect(reviewCompleteness({ ...ok, city: '', trackCount: 0 })).toEqual({
      ready: false,
      label: 'Some fields incomplete',
      missing: ['city', 'tracks'],
    });
  });
});

describe('the track cap message', () => {
  it('uses the right article', () => {
    expect(FORM_MESSAGES.tooManyTracks('Album', 12)).toBe('An Album can have at most 12 tracks');
    expect(FORM_MESSAGES.tooManyTracks('EP', 6)).toBe('An EP can have at most 6 tracks');
    expect(FORM_MESSAGES.tooManyTracks('Single', 2)).toBe('A Single can have at most 2 tracks');
  });
});
