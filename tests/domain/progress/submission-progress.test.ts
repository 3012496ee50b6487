import { artworkUploadProgress, audioUploadProgress, customArtworkProgress, PROGRESS, SUBMISSION_MESSAGES } from '../../../domain/progress';

describe('submission progress (public flow §4)', () => {
  it('has the stage percentages', () => {
    expect(PROGRESS).toMatchObject({
      validating: 5,
      preparing: 10,
      submittingToBoard: 85,
      boardEntryCreated: 95,
      socialClips: 97,
      completed: 100,
    });
  });

  it.each([
    ['the first of two tracks starting', 0, 2, 0, 15],
    ['the first of two tracks done', 0, 2, 1, 33],
    ['the second of two tracks done', 1, 2, 1, 50],
    ['a fraction past 1', 1, 2, 5, 50],
    ['a fraction that is not a number', 0, 1, NaN, 15],
    ['no tracks', 0, 0, 1, PROGRESS.audioStart],
  ])('shares 15-50 %% across audio tracks: %s (track %p of %p at %p) is %p %%', (_case, index, count, fraction, percent) => {
    expect(audioUploadProgress(index, count, fraction)).toBe(percent);
  });

  it('maps artwork to 55-65 % and custom artwork to 70-80 %', () => {
    expect(artworkUploadProgress(0)).toBe(55);
    expect(artworkUploadProgress(0.5)).toBe(60);
    expect(artworkUploadProgress(-1)).toBe(55);
    expect(customArtworkProgress(0, 2, 0)).toBe(70);
    expect(customArtworkProgress(1, 2, 1)).toBe(80);
    expect(customArtworkProgress(0, 0, 1)).toBe(70);
  });
});

describe('submission messages', () => {
  it('words upload failures', () => {
    expect(SUBMISSION_MESSAGES.trackUploadFailed('Dawn', 'HTTP 500')).toBe('Failed to upload Dawn: HTTP 500');
    expect(SUBMISSION_MESSAGES.artworkUploadFailed('x')).toBe('Failed to upload main artwork: x');
    expect(SUBMISSION_MESSAGES.customArtworkUploadFailed('Dawn', 'x')).toBe('Failed to upload custom artwork for Dawn: x');
    expect(SUBMISSION_MESSAGES.generic).toBe('Failed to submit music');
  });
});
