import {
  artworkUploadProgress,
  audioUploadProgress,
  customArtworkProgress,
  ERROR_REPORT_MAX_ATTEMPTS,
  errorReportRetryDelayMs,
  isReportableError,
  PROGRESS,
  SUBMISSION_MESSAGES,
} from '../../../domain/progress';

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

  it('shares 15-50 % across audio tracks', () => {
    expect(audioUploadProgress(0, 2, 0)).toBe(15);
    expect(audioUploadProgress(0, 2, 1)).toBe(33);
    expect(audioUploadProgress(1, 2, 1)).toBe(50);
    expect(audioUploadProgress(1, 2, 5)).toBe(50);
    expect(audioUploadProgress(0, 1, NaN)).toBe(15);
    expect(audioUploadProgress(0, 0, 1)).toBe(PROGRESS.audioStart);
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

describe('error reports (public flow §7, §8)', () => {
  it('retries 3 attempts with 1 s × attempt', () => {
    expect(ERROR_REPORT_MAX_ATTEMPTS).toBe(3);
    expect(errorReportRetryDelayMs(1)).toBe(1000);
    expect(errorReportRetryDelayMs(2)).toBe(2000);
    expect(errorReportRetryDelayMs(3)).toBeNull();
    expect(errorReportRetryDelayMs(0)).toBeNull();
    expect(errorReportRetryDelayMs(1.5)).toBeNull();
  });

  it('ignores script errors and extension errors', () => {
    expect(isReportableError('Script error.')).toBe(false);
    expect(isReportableError('TypeError: x', 'chrome-extension://abc/content.js')).toBe(false);
    expect(isReportableError('TypeError: x', 'https://portal.example/app.js')).toBe(true);
    expect(isReportableError('TypeError: x', null)).toBe(true);
  });

  it('words upload failures', () => {
    expect(SUBMISSION_MESSAGES.trackUploadFailed('Dawn', 'HTTP 500')).toBe('Failed to upload Dawn: HTTP 500');
    expect(SUBMISSION_MESSAGES.artworkUploadFailed('x')).toBe('Failed to upload main artwork: x');
    expect(SUBMISSION_MESSAGES.customArtworkUploadFailed('Dawn', 'x')).toBe('Failed to upload custom artwork for Dawn: x');
    expect(SUBMISSION_MESSAGES.generic).toBe('Failed to submit music');
  });
});
