import { DELIVERY_READINESS_MESSAGES as M, deliveryGaps, type DeliveryReadinessInput } from '../../../domain/release/delivery-readiness';

const ready: DeliveryReadinessInput = {
  upc: '012345000017',
  primaryGenre: 'Pop',
  releaseDate: '2026-05-01',
  artworkKey: 'art/1.jpg',
  tracks: [{ title: 'Tide', isrc: 'GBA1B3000001', audioKey: 'audio/1.wav' }],
};

describe('delivery readiness', () => {
  it('finds nothing missing on a complete release', () => {
    expect(deliveryGaps(ready)).toEqual([]);
  });

  it("names every gap in the order staff fix them, each track's by its title", () => {
    const tracks = [
      { title: 'Tide', isrc: '', audioKey: 'audio/1.wav' },
      { title: 'Ebb', isrc: 'GBA1B3000002', audioKey: '' },
    ];
    const gaps = deliveryGaps({ upc: '', primaryGenre: '   ', releaseDate: '', artworkKey: '', tracks });
    expect(gaps).toEqual([
      M.upcMissing,
      M.genreMissing,
      M.releaseDateMissing,
      M.artworkMissing,
      'Track “Tide” has no ISRC',
      'Track “Ebb” has no stored audio file',
    ]);
  });

  it('refuses a release without tracks', () => {
    expect(deliveryGaps({ ...ready, tracks: [] })).toEqual([M.noTracks]);
  });
});
