import {
  canAddTrack,
  DEFAULT_TRACK_SLOTS,
  includesNewMusic,
  includesTransfer,
  isReleaseType,
  RELEASE_TYPE_OPTION_LABELS,
  releaseTypeDisplay,
  resizeTrackSlots,
  isBeyondCap,
  tracksOverCap,
  TRACK_SLOT_MESSAGES,
  UPLOAD_TYPE_LABELS,
  WIZARD_TRACK_CAPS,
} from '../../../domain/release';

describe('release types (public flow §2.4, §5 Track caps)', () => {
  it('has caps and default slots', () => {
    expect(WIZARD_TRACK_CAPS).toEqual({ single: 2, ep: 6, lp: 12 });
    expect(DEFAULT_TRACK_SLOTS).toEqual({ single: 1, ep: 3, lp: 6 });
    expect(RELEASE_TYPE_OPTION_LABELS.lp).toBe('LP (6+ tracks)');
  });

  it('hides the add button at the cap', () => {
    expect(canAddTrack(1, 'single')).toBe(true);
    expect(canAddTrack(2, 'single')).toBe(false);
    expect(canAddTrack(11, 'lp')).toBe(true);
    expect(canAddTrack(12, 'lp')).toBe(false);
  });

  it('displays types as Single, EP, Album', () => {
    expect(releaseTypeDisplay('lp')).toBe('Album');
    expect(releaseTypeDisplay('ep')).toBe('EP');
    expect(releaseTypeDisplay('mixtape')).toBe('mixtape');
    expect(releaseTypeDisplay(null)).toBe('');
    expect(isReleaseType('single')).toBe(true);
    expect(isReleaseType(3)).toBe(false);
  });

  it('knows upload types', () => {
    expect(UPLOAD_TYPE_LABELS).toEqual({ 'new-music': 'Release New Music', transfer: 'Transfer Existing', both: 'Both Options' });
    expect([includesNewMusic('new-music'), includesNewMusic('both'), includesNewMusic('transfer'), includesNewMusic(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([includesTransfer('transfer'), includesTransfer('both'), includesTransfer('new-music')]).toEqual([true, true, false]);
  });
});

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

  it("counts and marks the tracks past the cap, which need the artist's confirmation", () => {
    expect([tracksOverCap(3, 'single'), tracksOverCap(2, 'single'), tracksOverCap(7, 'ep'), tracksOverCap(12, 'lp')]).toEqual([1, 0, 1, 0]);
    expect([isBeyondCap(1, 'single'), isBeyondCap(2, 'single'), isBeyondCap(5, 'ep'), isBeyondCap(6, 'ep')]).toEqual([
      false,
      true,
      false,
      true,
    ]);
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
