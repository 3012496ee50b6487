import {
  defaultReleaseDate,
  meetsReleaseLeadTime,
  minimumReleaseDate,
  RELEASE_LEAD_DAYS,
  RELEASE_MESSAGES,
  releaseDateHelperText,
  releaseDateIssue,
  toggleEarlyRelease,
  weeksFromNowLabel,
} from '../../../domain/release';
import { parseDateInput } from '../../../domain/shared';
import { day, TODAY } from '../support/builders';

const at = (offset: number) => parseDateInput(day(offset)) as Date;

describe('release date (public flow §5)', () => {
  it('minimum and default are today + 42 days', () => {
    expect(RELEASE_LEAD_DAYS).toBe(42);
    expect(defaultReleaseDate(TODAY)).toBe('2025-02-26');
    expect(minimumReleaseDate(TODAY).getDate()).toBe(26);
  });

  it('41 days is too soon, 42 is fine', () => {
    expect(meetsReleaseLeadTime(at(41), TODAY)).toBe(false);
    expect(meetsReleaseLeadTime(at(42), TODAY)).toBe(true);
    expect(releaseDateIssue({ releaseDate: day(41), earlyReleaseRequest: false }, TODAY)).toEqual({
      field: 'releaseDate',
      message: 'Release date must be at least 6 weeks from today',
    });
    expect(releaseDateIssue({ releaseDate: day(42), earlyReleaseRequest: false }, TODAY)).toBeNull();
  });

  it('is required', () => {
    expect(releaseDateIssue({ releaseDate: '', earlyReleaseRequest: false }, TODAY)).toEqual({
      field: 'releaseDate',
      message: 'Release date is required',
    });
  });

  it('allows an early date only with a reason', () => {
    expect(releaseDateIssue({ releaseDate: day(3), earlyReleaseRequest: true, earlyReleaseReason: ' ' }, TODAY)).toEqual({
      field: 'earlyReleaseReason',
      message: 'Please provide a reason for the early release request',
    });
    expect(releaseDateIssue({ releaseDate: day(3), earlyReleaseRequest: true }, TODAY)?.field).toBe('earlyReleaseReason');
    expect(releaseDateIssue({ releaseDate: day(3), earlyReleaseRequest: true, earlyReleaseReason: 'Tour starts' }, TODAY)).toBeNull();
  });

  it("labels the distance in the spec's words: whole weeks counted down, '1 week' alone in the singular", () => {
    expect(weeksFromNowLabel(at(-1), TODAY)).toBe('(Past date)');
    expect(weeksFromNowLabel(at(0), TODAY)).toBe('(0 weeks from now)');
    expect(weeksFromNowLabel(at(3), TODAY)).toBe('(0 weeks from now)');
    expect(weeksFromNowLabel(at(7), TODAY)).toBe('(1 week from now)');
    expect(weeksFromNowLabel(at(8), TODAY)).toBe('(1 week from now)');
    expect(weeksFromNowLabel(at(13), TODAY)).toBe('(1 week from now)');
    expect(weeksFromNowLabel(at(14), TODAY)).toBe('(2 weeks from now)');
    expect(weeksFromNowLabel(at(39), TODAY)).toBe('(5 weeks from now)');
    expect(weeksFromNowLabel(at(42), TODAY)).toBe('(6 weeks from now)');
  });

  it('builds the helper text', () => {
    expect(releaseDateHelperText(day(42), TODAY)).toBe('Minimum: February 26, 2025 (6 weeks from now)');
    expect(releaseDateHelperText(null, TODAY)).toBe('Minimum: February 26, 2025');
    expect(releaseDateHelperText(day(0), TODAY, true)).toBe('Minimum: January 15, 2025 (0 weeks from now)');
    expect(RELEASE_MESSAGES.weeksFromNow(3)).toBe('(3 weeks from now)');
  });

  it('early-release toggle keeps the date on, resets date and reason off', () => {
    const state = { earlyReleaseRequest: false, earlyReleaseReason: '', releaseDate: day(10), extra: 1 };
    const on = toggleEarlyRelease(state, true, TODAY);
    expect(on).toEqual({ ...state, earlyReleaseRequest: true });
    const off = toggleEarlyRelease({ ...on, earlyReleaseReason: 'why' }, false, TODAY);
    expect(off).toEqual({ earlyReleaseRequest: false, earlyReleaseReason: '', releaseDate: '2025-02-26', extra: 1 });
  });
});
