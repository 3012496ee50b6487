import {
  addCalendarDays,
  DATA_REQUEST_RESPONSE_DAYS,
  daysFrom,
  formatLongDate,
  isBlank,
  isValidEmail,
  issue,
  MINIMUM_USER_AGE,
  parseDateInput,
  PRIVACY_RETENTION,
  REVIEW_DAYS_THANK_YOU,
  REVIEW_DAYS_WAITING_LIST,
  toIsoDate,
  TRANSFER_WEEKS,
  SUCCESS_REDIRECT_DELAY_MS,
  TOAST_DURATION_MS,
} from '../../../domain/shared';

describe('shared helpers', () => {
  it('detects blanks', () => {
    expect([null, undefined, '', '  '].map(isBlank)).toEqual([true, true, true, true]);
    expect([0, false, 'a'].map(isBlank)).toEqual([false, false, false]);
    expect(isBlank(' a ')).toBe(false);
  });

  it('checks the simple email pattern', () => {
    expect(isValidEmail('ann@label.co')).toBe(true);
    expect(isValidEmail(' ann@label.co ')).toBe(true);
    expect(isValidEmail('ann@label')).toBe(false);
    expect(isValidEmail('ann label@x.co')).toBe(false);
    expect(isValidEmail(null)).toBe(false);
  });

  it('formats US English long dates and ISO dates', () => {
    expect(formatLongDate(new Date(2025, 0, 5))).toBe('January 5, 2025');
    expect(toIsoDate(new Date(2025, 11, 31))).toBe('2025-12-31');
  });

  it('parses date inputs', () => {
    const d = new Date(2025, 1, 1);
    expect(parseDateInput(d)).toBe(d);
    expect(parseDateInput(new Date(NaN))).toBeNull();
    expect(parseDateInput('2025-02-01')?.getDate()).toBe(1);
    expect(parseDateInput('  ')).toBeNull();
    expect(parseDateInput('2025-13-45')).toBeNull();
    expect(parseDateInput(undefined)).toBeNull();
  });

  it('counts calendar days', () => {
    const today = new Date(2025, 0, 15, 23, 59);
    expect(daysFrom(today, new Date(2025, 0, 16, 0, 1))).toBe(1);
    expect(daysFrom(today, new Date(2025, 0, 14))).toBe(-1);
    expect(toIsoDate(addCalendarDays(today, 42))).toBe('2025-02-26');
  });

  it('builds issues', () => {
    expect(issue('email', 'm')).toEqual({ field: 'email', message: 'm' });
  });

  it('holds the business constants of §9', () => {
    expect(REVIEW_DAYS_THANK_YOU).toEqual({ min: 5, max: 7 });
    expect(REVIEW_DAYS_WAITING_LIST).toEqual({ min: 7, max: 10 });
    expect(TRANSFER_WEEKS).toEqual({ min: 2, max: 4 });
    expect(SUCCESS_REDIRECT_DELAY_MS).toBe(1500);
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(PRIVACY_RETENTION.map((p) => [p.data, p.years])).toEqual([
      ['Account data', 2],
      ['Submission data', 7],
      ['Music files', 3],
      ['Payment data', 7],
      ['Analytics', 2],
      ['Support messages', 3],
    ]);
    expect(DATA_REQUEST_RESPONSE_DAYS).toBe(30);
    expect(MINIMUM_USER_AGE).toBe(16);
  });
});
