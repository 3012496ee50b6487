import { moveTrack, offersApplyToOtherTracks, offersCopyFromFirstTrack, removeTrack, trackBadge } from '../../../domain/tracks';

describe('track cards (public flow §2.4)', () => {
  it('badges', () => {
    expect(trackBadge(false)).toBe('Awaiting Upload');
    expect(trackBadge(true)).toBe('Uploaded & Ready');
  });

  it('offers copy-from-track-1 after the first track and the picker above 2 tracks', () => {
    expect(offersCopyFromFirstTrack(0, 3)).toBe(false);
    expect(offersCopyFromFirstTrack(1, 2)).toBe(true);
    expect(offersCopyFromFirstTrack(1, 1)).toBe(false);
    expect(offersApplyToOtherTracks(2)).toBe(false);
    expect(offersApplyToOtherTracks(3)).toBe(true);
  });

  it('moves and removes', () => {
    expect(moveTrack(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveTrack(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(moveTrack(['a', 'b'], 0, 'up')).toEqual(['a', 'b']);
    expect(moveTrack(['a', 'b'], 1, 'down')).toEqual(['a', 'b']);
    expect(moveTrack(['a', 'b'], 5, 'up')).toEqual(['a', 'b']);
    expect(removeTrack(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});
