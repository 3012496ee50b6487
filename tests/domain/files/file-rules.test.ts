import {
  ARTWORK_MAX_BYTES,
  artworkFileProblem,
  AUDIO_MAX_BYTES,
  audioFileProblem,
  AUDIO_PREVIEW_MESSAGES,
  DIRECT_UPLOAD_TIMEOUT_MS,
  extensionOf,
  FILE_MESSAGES,
  isSafari,
  isSilentFallback,
  LARGE_FILE_THRESHOLD_BYTES,
  MEGABYTE,
  STANDARD_UPLOAD_TIMEOUT_MS,
  UPLOAD_MESSAGES,
  uploadRoute,
  uploadTimeoutMs,
} from '../../../domain/files';

const CHROME = 'Chrome';
const SAFARI = 'Safari';

describe('audio files (public flow §5 Audio)', () => {
  it('accepts WAV by extension or MIME type', () => {
    expect(audioFileProblem({ name: 'a.WAV', type: 'audio/mpeg', size: 10 }, CHROME)).toBeNull();
    expect(audioFileProblem({ name: 'a', type: 'audio/x-wav', size: 10 }, CHROME)).toBeNull();
    expect(audioFileProblem({ name: 'a.mp3', type: 'audio/mpeg', size: 10 }, CHROME)).toBe(
      'Invalid file type. Expected: WAV file. Got: audio/mpeg (Browser: Chrome)',
    );
  });

  it("accepts Safari's empty or octet-stream type, not other browsers'", () => {
    expect(audioFileProblem({ name: 'a', type: '', size: 10 }, SAFARI)).toBeNull();
    expect(audioFileProblem({ name: 'a', type: 'application/octet-stream', size: 10 }, SAFARI)).toBeNull();
    expect(audioFileProblem({ name: 'a', type: '', size: 10 }, CHROME)).toBe(
      'Invalid file type. Expected: WAV file. Got: unknown (Browser: Chrome)',
    );
    expect(isSafari('Mozilla/5.0 (Macintosh) AppleWebKit/605 Version/17 Safari/605')).toBe(true);
    expect(isSafari('Mozilla/5.0 Chrome/120 Safari/537')).toBe(false);
  });

  it('allows 200 MB, refuses 200 MB + 1 byte', () => {
    expect(AUDIO_MAX_BYTES).toBe(200 * 1024 * 1024);
    expect(audioFileProblem({ name: 'a.wav', type: 'audio/wav', size: AUDIO_MAX_BYTES - 1 }, CHROME)).toBeNull();
    expect(audioFileProblem({ name: 'a.wav', type: 'audio/wav', size: AUDIO_MAX_BYTES }, CHROME)).toBeNull();
    expect(audioFileProblem({ name: 'a.wav', type: 'audio/wav', size: AUDIO_MAX_BYTES + 1 }, CHROME)).toBe('File size exceeds 200MB limit');
  });

  it('reads no extension from a name without one', () => {
    expect(extensionOf('noext')).toBe('');
  });
});

describe('artwork (public flow §5 Artwork, 25 MB reading)', () => {
  it('accepts JPEG/JPG only', () => {
    expect(artworkFileProblem({ name: 'c.jpg', type: 'image/jpeg', size: 1 })).toBeNull();
    expect(artworkFileProblem({ name: 'c.JPEG', type: '', size: 1 })).toBeNull();
    expect(artworkFileProblem({ name: 'c.png', type: 'image/png', size: 1 })).toBe('Please select a valid JPEG or JPG file');
    expect(artworkFileProblem({ name: 'c.png', type: '', size: 1 })).toBe('Please select a valid JPEG or JPG file');
  });

  it('allows 25 MB, refuses 25 MB + 1 byte', () => {
    expect(ARTWORK_MAX_BYTES).toBe(25 * MEGABYTE);
    expect(artworkFileProblem({ name: 'c.jpg', type: 'image/jpeg', size: ARTWORK_MAX_BYTES })).toBeNull();
    expect(artworkFileProblem({ name: 'c.jpg', type: 'image/jpeg', size: ARTWORK_MAX_BYTES + 1 })).toBe('File size exceeds 25MB limit');
    expect(FILE_MESSAGES.fileTooLarge(20)).toBe('File size exceeds 20MB limit');
  });
});

describe('upload routing (public flow §4)', () => {
  it('15 MB goes standard, 15 MB + 1 byte goes direct', () => {
    expect(uploadRoute(LARGE_FILE_THRESHOLD_BYTES - 1)).toBe('standard');
    expect(uploadRoute(LARGE_FILE_THRESHOLD_BYTES)).toBe('standard');
    expect(uploadRoute(LARGE_FILE_THRESHOLD_BYTES + 1)).toBe('direct');
  });

  it('has the timeouts and silent 503 fallback', () => {
    expect(STANDARD_UPLOAD_TIMEOUT_MS).toBe(300_000);
    expect(DIRECT_UPLOAD_TIMEOUT_MS).toBe(600_000);
    expect(uploadTimeoutMs('standard')).toBe(300_000);
    expect(uploadTimeoutMs('direct')).toBe(600_000);
    expect(isSilentFallback({ kind: 'status', status: 503 })).toBe(true);
    expect(isSilentFallback({ kind: 'status', status: 500 })).toBe(false);
    expect(isSilentFallback({ kind: 'timeout' })).toBe(false);
  });

  it('holds upload and preview messages', () => {
    expect(UPLOAD_MESSAGES.httpStatus(502)).toBe('HTTP 502');
    expect(UPLOAD_MESSAGES.timeout).toBe('Upload timeout');
    expect(UPLOAD_MESSAGES.interrupted('take-7.wav')).toBe(
      "'take-7.wav' was still uploading when the page closed. Pick it again: the upload goes on from where it stopped.",
    );
    expect(AUDIO_PREVIEW_MESSAGES.blocked).toBe('Audio playback blocked by browser. Please click the play button to allow audio.');
  });
});
