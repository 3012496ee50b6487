import { resizeTrackSlots, TRACK_SLOT_MESSAGES } from '../../../domain/release';

describe('slot resizing', () => {
  type T = { id: string; file: string | null };
  const opts = { hasFile: (t: T) => t.file !== null, makeEmpty: (i: number): T => ({ id: `new${i}`, file: null }) };
  const tracks: T[] = [
    { id: 'a', file: null },
    { id: 'b', file: 'b.wav' },
    { id: 'c', file: 'c.wav' },
    { id: 'd', file: null },
    { id: 'e', file: 'e.wav' },
  ];

  it("keeps every track with a file, in order, even past the new type's cap", () => {
    expect(resizeTrackSlots(tracks, 'single', opts).map((t) => t.id)).toEqual(['b', 'c', 'e']);
    expect(resizeTrackSlots(tracks, 'ep', opts).map((t) => t.id)).toEqual(['b', 'c', 'e']);
  });

  it("asks the artist's confirmation for the tracks past the cap", () => {
    expect(TRACK_SLOT_MESSAGES.confirmTypeChange('single', 3)).toBe(
      'A Single holds at most 2 tracks and you have 3 uploaded. No track is removed: the ones past the limit stay, marked, until you remove them.',
    );
    expect(TRACK_SLOT_MESSAGES.confirmTypeChangeTitle('lp')).toBe('Switch to Album?');
    expect(TRACK_SLOT_MESSAGES.beyondCap('ep')).toBe('An EP holds at most 6 tracks: remove this track or choose another release type.');
    expect(TRACK_SLOT_MESSAGES.confirmRemoveTitle('Track 2')).toBe('Remove Track 2?');
  });

  it('fills with empty slots to the default count', () => {
    expect(resizeTrackSlots(tracks, 'lp', opts).map((t) => t.id)).toEqual(['b', 'c', 'e', 'new3', 'new4', 'new5']);
    expect(resizeTrackSlots([], 'ep', opts)).toHaveLength(3);
  });
});
