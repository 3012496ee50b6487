import fc from 'fast-check';
import {
  acceptsClipTimeInput,
  canAddClip,
  CLIP_AUDIO_FORMAT,
  CLIP_MESSAGES,
  clipDurationMessage,
  clipDurationSeconds,
  clipReleaseDate,
  clipStatus,
  formatClipTime,
  initialClips,
  isClipDurationValid,
  MAX_SOCIAL_CLIPS,
  parseClipTime,
} from '../../../domain/clips';

const clip = (startTime: string, endTime: string) => ({ startTime, endTime });
const MESSAGE = 'Clip duration should be 30-60 seconds for optimal social media performance';

describe('clip time input (public flow §5 Social clips)', () => {
  it.each(['', '0', '05', '5', '05:', '05:3', '05:30', '5:30', '59:59', '00:00'])('accepts partial %p', (v) => {
    expect(acceptsClipTimeInput(v)).toBe(true);
  });

  it.each(['60', '60:00', '05:60', '05:7', 'a', '05:300', '005:30', '5::', ':30', '1:2:3'])('rejects %p', (v) => {
    expect(acceptsClipTimeInput(v)).toBe(false);
  });

  it('parses complete times and formats back', () => {
    expect(parseClipTime('01:30')).toBe(90);
    expect(parseClipTime('1:05')).toBe(65);
    expect(parseClipTime('59:59')).toBe(3599);
    expect(parseClipTime('05:')).toBeNull();
    expect(parseClipTime(undefined)).toBeNull();
    expect(formatClipTime(90)).toBe('01:30');
    expect(formatClipTime(-5)).toBe('00:00');
    expect(formatClipTime(99999)).toBe('59:59');
  });

  it('round-trips every valid time (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3599 }),
        (s) => parseClipTime(formatClipTime(s)) === s && acceptsClipTimeInput(formatClipTime(s)),
      ),
    );
  });
});

describe('clip duration and status', () => {
  it.each([
    [29, false],
    [30, true],
    [60, true],
    [61, false],
  ])('%i s valid: %p', (seconds, valid) => {
    expect(isClipDurationValid(seconds)).toBe(valid);
    const c = clip('00:00', formatClipTime(seconds));
    expect(clipStatus(c, true)).toBe(valid ? 'Ready' : 'Invalid Duration');
    expect(clipDurationMessage(c)).toBe(valid ? null : MESSAGE);
  });

  it('computes end minus start', () => {
    expect(clipDurationSeconds(clip('00:15', '00:50'))).toBe(35);
    expect(clipDurationSeconds(clip('01:00', '00:30'))).toBe(-30);
    expect(clipDurationSeconds(clip('01:', '00:30'))).toBeNull();
  });

  it('duration equals end minus start and validity matches 30-60 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3599 }), fc.integer({ min: 0, max: 3599 }), (a, b) => {
        const c = clip(formatClipTime(a), formatClipTime(b));
        const d = clipDurationSeconds(c);
        return d === b - a && (clipStatus(c, true) === 'Ready') === (d >= 30 && d <= 60);
      }),
    );
  });

  it('statuses: no audio, set times, invalid, ready', () => {
    expect(clipStatus(clip('00:00', '00:30'), false)).toBe('No Audio File');
    expect(clipStatus(clip('', '00:30'), true)).toBe('Set Times');
    expect(clipStatus(clip('00:00', '00:10'), true)).toBe('Invalid Duration');
    expect(clipStatus(clip('00:00', '00:30'), true)).toBe('Ready');
    expect(clipDurationMessage(clip('', ''))).toBeNull();
  });

  it('max 2 clips, default 00:00-00:30, released 21 days before the single', () => {
    expect(MAX_SOCIAL_CLIPS).toBe(2);
    expect(canAddClip([])).toBe(true);
    expect(canAddClip([1])).toBe(true);
    expect(canAddClip([1, 2])).toBe(false);
    expect(initialClips('c1')).toEqual([{ id: 'c1', startTime: '00:00', endTime: '00:30' }]);
    expect(clipReleaseDate('2025-03-22')).toBe('2025-03-01');
    expect(clipReleaseDate(null)).toBeNull();
    expect(CLIP_AUDIO_FORMAT).toEqual({ container: 'wav', bitDepth: 16, sampleRateHz: 44100, channels: 2 });
    expect(CLIP_MESSAGES.toggleLabel).toBe('Do you want to add audio clips for social pages ahead of release?');
  });
});
