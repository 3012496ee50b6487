import { canAddTrack, DEFAULT_TRACK_SLOTS, isBeyondCap, tracksOverCap, WIZARD_TRACK_CAPS } from '../../../domain/release';

describe('track caps (public flow §5 Track caps)', () => {
  it('has caps and default slots', () => {
    expect(WIZARD_TRACK_CAPS).toEqual({ single: 2, ep: 6, lp: 12 });
    expect(DEFAULT_TRACK_SLOTS).toEqual({ single: 1, ep: 3, lp: 6 });
  });

  it.each([
    [1, 'single', true],
    [2, 'single', false],
    [11, 'lp', true],
    [12, 'lp', false],
  ] as const)('with %p tracks on a %s, shows the add button: %p', (tracks, releaseType, shown) => {
    expect(canAddTrack(tracks, releaseType)).toBe(shown);
  });

  it('counts and marks the tracks past the cap', () => {
    expect([tracksOverCap(3, 'single'), tracksOverCap(2, 'single'), tracksOverCap(7, 'ep'), tracksOverCap(12, 'lp')]).toEqual([1, 0, 1, 0]);
    expect([isBeyondCap(1, 'single'), isBeyondCap(2, 'single'), isBeyondCap(5, 'ep'), isBeyondCap(6, 'ep')]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });
});
