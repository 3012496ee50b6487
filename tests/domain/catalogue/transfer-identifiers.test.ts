import { IDENTIFIER_MESSAGES, transferIdentifierIssues, transferIdentifiers } from '../../../domain/catalogue';
import { validateMusicStep } from '../../../domain/forms/music-step.validator';
import { repeatedIsrcIssues } from '../../../domain/tracks';

describe('a catalogue transfer keeps the identifiers its releases have', () => {
  it('a track item needs its ISRC, an album item its UPC, each checked by its value object', () => {
    expect(
      transferIdentifierIssues([
        { type: 'track', isrc: 'US-RC1-76-07839' },
        { type: 'album', upc: '036000291452' },
        { type: 'track', isrc: '  ' },
        { type: 'album', upc: null, isrc: 'USRC17607839' },
        { type: 'track', isrc: 'USRC1760783' },
        { type: 'album', upc: '036000291453' },
      ]),
    ).toEqual([
      { field: 'catalogueItems[2].isrc', message: IDENTIFIER_MESSAGES.transferIsrcRequired },
      { field: 'catalogueItems[3].upc', message: IDENTIFIER_MESSAGES.transferUpcRequired },
      { field: 'catalogueItems[4].isrc', message: IDENTIFIER_MESSAGES.isrcInvalid },
      { field: 'catalogueItems[5].upc', message: IDENTIFIER_MESSAGES.upcCheckDigit },
    ]);
  });

  it('stores only the kind’s own identifier, in its canonical form', () => {
    expect(transferIdentifiers({ type: 'track', isrc: 'us-rc1-76-07839', upc: '036000291452' })).toEqual({
      isrc: 'USRC17607839',
      upc: null,
    });
    expect(transferIdentifiers({ type: 'album', isrc: 'USRC17607839', upc: '0 36000 29145 2' })).toEqual({
      isrc: null,
      upc: '036000291452',
    });
    expect(transferIdentifiers({ type: 'album', upc: '' })).toEqual({ isrc: null, upc: null });
  });

  it('is part of the music step only when the release includes a transfer', () => {
    const form = { uploadType: 'transfer' as const, tracks: [], catalogueItems: [{ type: 'album', upc: '123', spotifyUrl: 'x' }] };
    expect(validateMusicStep(form, { today: new Date('2026-11-27') })).toEqual([
      { field: 'catalogueItems[0].upc', message: IDENTIFIER_MESSAGES.upcInvalid },
    ]);
    expect(
      validateMusicStep({ ...form, uploadType: 'new-music', releaseTitle: 'x' }, { today: new Date('2026-11-27') }),
    ).not.toContainEqual(expect.objectContaining({ field: 'catalogueItems[0].upc' }));
  });
});

describe('each recording of a release has its own ISRC', () => {
  it('names every later track that repeats one, however it is written; blanks and malformed ones are left to their own rule', () => {
    expect(
      repeatedIsrcIssues([
        { isrc: 'GB-A1B-25-00001' },
        { isrc: null },
        { isrc: 'gba1b2500001' },
        { isrc: 'x' },
        { isrc: 'x' },
        { isrc: 'GBA1B2500001' },
      ]),
    ).toEqual([
      { field: 'tracks[2].isrc', message: IDENTIFIER_MESSAGES.isrcRepeated(0) },
      { field: 'tracks[5].isrc', message: IDENTIFIER_MESSAGES.isrcRepeated(0) },
    ]);
    expect(IDENTIFIER_MESSAGES.isrcRepeated(0)).toBe('Each recording has its own ISRC: track 1 already has this one');
  });
});
